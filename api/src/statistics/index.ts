// The portal's statistics, one implementation each (DOMAIN.md "Statistics"); every endpoint that
// reports one of these numbers uses this module. Their classes (BenchmarkClass, TrendClass) are domain
// vocabulary: ../domain.
export { percentileSorted, median, medianInPlace } from './percentile';
export { normalCdf, twoSidedP } from './normal';
export { seasonalKendall, type SeasonalKendallResult, type SeasonYearValue } from './seasonalKendall';
export { classifyTrend, seasonYearMedians, trendOfSeasonYears, type TrendResult, type DatedValue } from './trend';
export { benchmarkClass, type BenchmarkLines } from './benchmark';
export { substituteNondetects, type Measurement, type SubstitutedSeries } from './nondetects';
export { waterYear, waterYearQuarter } from './waterYear';
export { summaryStatistics, type SummaryStatistics } from './summaryStatistics';
export { fitLine, regress, type LineFit, type Pair, type FittedPair } from './regression';
