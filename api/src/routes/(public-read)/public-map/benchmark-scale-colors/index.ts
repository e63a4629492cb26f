// GET /api/public-map/benchmark-scale-colors: the legend of the benchmark classes (spec 01 §3, §4).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BENCHMARK_CLASS_LABELS, BENCHMARK_CLASSES } from '../../../../domain';
import { BENCHMARK_COLORS } from '../../../../generator/catalog';
import { BenchmarkScaleColorsResponseSchema } from '../../../../schemas';
import { PUBLIC_READ } from '../../../../plugins/response-cache';

/** One entry per class: the domain's classes and labels, the colours the parameters are seeded with. */
export const BENCHMARK_SCALE = BENCHMARK_CLASSES.map((bmkValue) => ({
  bmk_value: bmkValue,
  dot_symbol_color: BENCHMARK_COLORS[bmkValue],
  legend_text: BENCHMARK_CLASS_LABELS[bmkValue],
}));

const benchmarkScaleColors: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    { config: PUBLIC_READ, schema: { summary: 'Colour and legend text of each benchmark class', tags: ['public map'], response: { 200: BenchmarkScaleColorsResponseSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
      return BENCHMARK_SCALE;
    },
  );
};

export default benchmarkScaleColors;
