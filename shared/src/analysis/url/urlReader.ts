import type { inferParserType, ParserMap, UrlKeys } from 'nuqs';

/**
 * Reads URL fields with their codecs outside a page's useUrlState (the map, which writes its URL itself):
 * `createUrlReader(codecs, { urlKeys })(searchParams)`. Each field goes through its nuqs parser's own
 * `parseServerSide`, as nuqs' `createLoader` does: the first value of a field (every value of a list),
 * the default (or null) when it is absent or does not parse. Not `createLoader` itself: it first asks
 * whether its input is a fetch `Request`, which fails, and reads an empty URL, where there is no
 * `Request` (jsdom, so every unit test).
 */
export function createUrlReader<Codecs extends ParserMap>(codecs: Codecs, { urlKeys = {} }: { urlKeys?: UrlKeys<Codecs> } = {}) {
  const fields = Object.entries(codecs).map(([key, codec]) => ({ key, codec, urlKey: urlKeys[key] ?? key }));
  return (params: URLSearchParams): inferParserType<Codecs> => {
    const state: Record<string, unknown> = {};
    for (const { key, codec, urlKey } of fields) {
      const values = params.getAll(urlKey);
      const value = values.length === 0 ? undefined : codec.type === 'multi' ? values : values[0];
      state[key] = codec.parseServerSide(value) ?? null;
    }
    return state as inferParserType<Codecs>;
  };
}
