// `@basin/shared/analysis/url`: the URL codecs alone, for an app that keeps its own URL writer (the map)
// without loading the analysis kit's pages and controls. Reading with createUrlReader and writing with
// nuqs' createSerializer over these codecs parses and writes URLs the way useUrlState does.
export { urlCodecs, parseIsoDate, type UrlCodec, type ListOptions } from './codecs';
export { createUrlReader } from './urlReader';
export { createSerializer } from 'nuqs';
