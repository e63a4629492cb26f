// GET /api/public-map/benchmark-scale-colors: the legend of the benchmark classes (spec 01 §3, §4).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BenchmarkScaleColorsResponseSchema } from '../../../schemas';

/** Class colours; the same palette as the portal's design tokens (docs/decisions.md). */
export const BENCHMARK_SCALE = [
  { bmk_value: 0, dot_symbol_color: '#9aa5b1', legend_text: 'No benchmark or no data' },
  { bmk_value: 1, dot_symbol_color: '#2c7bb6', legend_text: 'Below benchmark' },
  { bmk_value: 2, dot_symbol_color: '#f2c14e', legend_text: 'Approaching benchmark' },
  { bmk_value: 3, dot_symbol_color: '#f07f2a', legend_text: 'Above benchmark' },
  { bmk_value: 4, dot_symbol_color: '#c0392b', legend_text: 'Above secondary benchmark' },
];

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
