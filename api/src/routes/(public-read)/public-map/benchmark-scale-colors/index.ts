// GET /api/public-map/benchmark-scale-colors: the legend of the benchmark classes (spec 01 §3, §4).
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../../contract/serve';
import { BENCHMARK_CLASS_LABELS, BENCHMARK_CLASSES } from '../../../../domain';
import { BENCHMARK_COLORS } from '../../../../generator/catalog';
import { getBenchmarkScaleColors } from './contract';

/** One entry per class: the domain's classes and labels, the colours the parameters are seeded with. */
export const BENCHMARK_SCALE = BENCHMARK_CLASSES.map((bmkValue) => ({
  bmk_value: bmkValue,
  dot_symbol_color: BENCHMARK_COLORS[bmkValue],
  legend_text: BENCHMARK_CLASS_LABELS[bmkValue],
}));

const benchmarkScaleColors: FastifyPluginAsync = async (app) => {
  serve(app, getBenchmarkScaleColors, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=86400');
    return BENCHMARK_SCALE;
  });
};

export default benchmarkScaleColors;
