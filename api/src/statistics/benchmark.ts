import type { BenchmarkClass } from '../domain';

/** Benchmark lines of a parameter (DOMAIN.md "Benchmarks"): line0 scale start, line1 approaching, line2 benchmark, line3 secondary. */
export interface BenchmarkLines {
  line0: number | null;
  line1: number | null;
  line2: number | null;
  line3: number | null;
  /** Dissolved oxygen and Secchi depth: lower is worse, the lines descend and comparisons flip. */
  lowerIsWorse: boolean;
}

/** The class of a value (domain BENCHMARK_CLASSES): 0 no benchmark or no data; 1 below line1; 2 line1..line2; 3 line2..line3; 4 at or beyond line3. */
export function benchmarkClass(value: number | null, lines: BenchmarkLines | null): BenchmarkClass {
  if (value === null || !lines || lines.line2 === null) return 0;
  // "At or beyond" a line: >= when higher is worse, <= when lower is worse.
  const reaches = (line: number | null) => line !== null && (lines.lowerIsWorse ? value <= line : value >= line);
  if (reaches(lines.line3)) return 4;
  if (reaches(lines.line2)) return 3;
  if (reaches(lines.line1)) return 2;
  return 1;
}
