// GET /api/public-map/benchmark-scale-colors: the legend of the benchmark classes (spec 01 §3, §4).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BENCHMARK_COLORS, BENCHMARK_LEGEND } from '../../../generator/catalog';
import { BenchmarkScaleColorsResponseSchema } from '../../../schemas';

/** One entry per class, from the domain catalogue (the same colours the parameters are seeded with). */
export const BENCHMARK_SCALE = BENCHMARK_COLORS.map((color, bmkValue) => ({
  bmk_value: bmkValue,
  dot_symbol_color: color,
  legend_text: BENCHMARK_LEGEND[bmkValue]!,
}));

const benchmarkScaleColors: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    { schema: { summary: 'Colour and legend text of each benchmark class', tags: ['public map'], response: { 200: BenchmarkScaleColorsResponseSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
      return BENCHMARK_SCALE;
    },
  );
};

export default benchmarkScaleColors;
