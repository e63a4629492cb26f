// Malformed requests for every operation of the API's OpenAPI document, for the fuzz test
// (fuzz.test.ts: a few hundred through app.inject) and the fuzz benchmark (fuzz-run.ts: thousands over
// HTTP). Each request starts from a well-formed one built from the operation's schemas and breaks one
// thing: a path or query parameter, a body field, the whole body, its content type, or a header. The
// seed fixes the requests, so a 5xx it finds comes back on every run until it is fixed.
import { Random } from '../generator/prng';

export interface FuzzRequest {
  method: string;
  /** Path and query, already encoded (some cases are deliberately bad percent-encodings). */
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** What this request breaks, e.g. 'query locationid = "560110545998"': printed for a 5xx. */
  what: string;
}

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** Every operation of the document as 'METHOD /path', in document order. */
export function operationsOf(document: OpenApiDocument): Array<{ method: string; path: string; operation: Operation }> {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** Text that no parameter accepts as it is meant: beyond the integer range, wrong types, injections, odd unicode, empty, huge. */
const MALFORMED_TEXT: readonly string[] = [
  '560110545998', '961422383993', '2147483648', '-2147483649', '9'.repeat(400), '1e308', '-1', '0', '-0', '1.5', '0x10', ' 1', '1 ',
  'NaN', 'Infinity', '-Infinity', 'null', 'undefined', 'true', '[]', '{}', 'abc', "1' OR '1'='1", '1;DROP TABLE results', '../../etc/passwd',
  '<script>alert(1)</script>', 'é', '日本語', '😀', '\u202e1', '\ufeff1', '', ' ', ',', '1,,2', '1,', ','.repeat(100), `${'1,'.repeat(300)}1`,
  '0000-00-00', '2021-02-30', '0000-01-01', '9999-12-31', '2021-13-01', '-2021-01-01', '2021-1-1', '20210101', '1969-12-31T23:59:59Z',
  'x'.repeat(5000),
];
/** Percent-encodings that are themselves broken (a lone '%', invalid UTF-8, an encoded NUL or slash): sent as they are. */
const RAW_URL_TEXT: readonly string[] = ['%', '%FF', '%C3%28', '%E0%80%80', '%00', '%2F', '%2e%2e%2f', '%u0041'];

/** Body field values of every JSON type that no field accepts as it is meant. */
const MALFORMED_JSON: readonly unknown[] = [
  560110545998, 2147483648, -1, 0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, null, true, false, 'abc', '', '79', '日本😀', 'x'.repeat(10_000),
  [], [null], [1, 1], [560110545998], new Array(1000).fill(1), {}, { a: 1 }, nested(200), ['2015-06-01'], '2021-02-30', '0000-01-01', '9999-99-99',
];

/** Whole bodies that are not the JSON object an operation takes: broken, deep, huge. */
const MALFORMED_BODIES: readonly string[] = [
  '', '{', '}', 'null', '[]', '"text"', '123', 'true', '{"a":', '{"a":1,}', "{'a':1}", '\u0000', '\ufeff{}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`, `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
  '{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}',
];
/** A body above the server's limit (1 MiB): sent now and then, it costs megabytes per request. */
const HUGE_BODY = JSON.stringify({ uuid: 'x'.repeat(2 * 1024 * 1024) });

const CONTENT_TYPES: readonly string[] = [
  'text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16',
  'application/json; charset=latin1', 'application/jsonx', 'application/json, text/plain', '*/*', 'application/octet-stream', 'text/csv',
];

const MALFORMED_HEADERS: ReadonlyArray<Record<string, string>> = [
  { authorization: 'Bearer abc' },
  { authorization: `Bearer ${'a'.repeat(4000)}` },
  { authorization: 'Bearer a.b.c' },
  { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZXMiOlsiQWRtaW5pc3RyYXRvciJdfQ.' },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { authorization: 'Bearer' },
  { cookie: 'bwp_visitor=garbage' },
  { cookie: 'bwp_visitor=abc.def' },
  { cookie: `bwp_visitor=${'a'.repeat(4000)}` },
  { cookie: '%%%;;;==;bwp_visitor' },
  { cookie: 'summary_period=9999-99-99_0000-00-00' },
  { cookie: `summary_period=${'x_'.repeat(1000)}` },
  { accept: 'application/xml' },
  { accept: 'text/csv;q=abc' },
  { 'accept-encoding': 'gzip;q=NaN, br;q=-1, zstd, *;q=0' },
  { 'accept-encoding': 'identity;q=0' },
  { 'if-none-match': `"${'x'.repeat(1000)}` },
  { 'if-none-match': '*' },
  { 'if-modified-since': 'yesterday' },
  { range: 'bytes=99999999999-' },
  { 'x-forwarded-for': 'not-an-ip, 999.999.1.1' },
  { origin: 'null' },
  { origin: 'https://evil.example' },
  { 'content-type': 'application/json' },
];

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

/** Values a well-formed request uses, tried in order against a string's pattern. */
const TEXT_CANDIDATES = ['79', '79,80', '2015', '2015,2016', 'public', 'counties'];

/** A value the schema accepts (as far as a schema can say): the base every case breaks one part of. */
export function wellFormed(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'public';
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return wellFormed(schema.anyOf[0], name);
  // Every part must hold (the API's ids: an integer, and an integer within bounds): their keywords merged.
  if (schema.allOf) return wellFormed(Object.assign({}, ...schema.allOf) as JsonSchema, name);
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const minimum = schema.minimum ?? 1;
      return 79 >= minimum && 79 <= (schema.maximum ?? Infinity) ? 79 : minimum;
    }
    case 'boolean':
      return true;
    case 'array':
      return [wellFormed(schema.items, name)];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, wellFormed(property, key)]));
    default:
      // A period is the 2016 water year, so start and end pairs are in order.
      if (schema.format === 'date') return /end/i.test(name) ? '2016-09-30' : '2015-10-01';
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        return TEXT_CANDIDATES.find((candidate) => pattern.test(candidate)) ?? 'a';
      }
      return 'public';
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const shown = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…(${value.length})` : value);

export interface FuzzOptions {
  seed: string;
  count: number;
  /** Every how many requests one carries a body above the limit (default 500; 0: never). */
  hugeBodyEvery?: number;
}

/**
 * `count` malformed requests, the operations taken in turn (so every operation gets count/operations
 * of them), each breaking one part chosen by the seeded random stream.
 */
export function fuzzRequests(document: OpenApiDocument, { seed, count, hugeBodyEvery = 500 }: FuzzOptions): FuzzRequest[] {
  const random = new Random(seed, 'fuzz');
  const operations = operationsOf(document);
  const requests: FuzzRequest[] = [];
  for (let index = 0; index < count; index += 1) {
    const { method, path, operation } = operations[index % operations.length]!;
    const parameters = operation.parameters ?? [];
    const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
    const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
    const { pathValues, query, body } = wellFormedParts(operation);
    const headers: Record<string, string> = {};
    let payload = body ? JSON.stringify(body) : undefined;
    if (payload !== undefined) headers['content-type'] = 'application/json';
    let what: string;

    const kinds = [
      ...(pathParameters.length > 0 ? ['path', 'path', 'raw path'] : []),
      ...(queryParameters.length > 0 ? ['query', 'query', 'raw query', 'repeated query', 'missing query'] : []),
      ...(body ? ['body field', 'body field', 'missing field', 'extra field', 'whole body', 'content type'] : ['body on a bodiless call']),
      'header',
      'unknown query',
    ];
    const kind = hugeBodyEvery > 0 && index % hugeBodyEvery === hugeBodyEvery - 1 ? 'huge body' : random.pick(kinds);
    switch (kind) {
      case 'path':
      case 'raw path': {
        const parameter = random.pick(pathParameters);
        const value = kind === 'path' ? random.pick(MALFORMED_TEXT) : random.pick(RAW_URL_TEXT);
        // An empty path segment would name another route: a 404 is no test of the parameter.
        const sent = kind === 'path' ? encodeURIComponent(value) || '%20' : value;
        pathValues.set(parameter.name, sent);
        what = `path ${parameter.name} = ${shown(sent)}`;
        break;
      }
      case 'query':
      case 'raw query': {
        const at = random.int(0, query.length - 1);
        const value = kind === 'query' ? encodeURIComponent(random.pick(MALFORMED_TEXT)) : random.pick(RAW_URL_TEXT);
        query[at] = [query[at]![0], value];
        what = `query ${query[at]![0]} = ${shown(value)}`;
        break;
      }
      case 'repeated query': {
        const [name] = random.pick(query);
        query.push([name, encodeURIComponent(random.pick(MALFORMED_TEXT))], [`${name}[]`, '1']);
        what = `query ${name} repeated`;
        break;
      }
      case 'missing query': {
        const [name] = query.splice(random.int(0, query.length - 1), 1)[0]!;
        what = `query ${name} missing`;
        break;
      }
      case 'body field': {
        const field = random.pick(Object.keys(body!));
        const value = random.pick(MALFORMED_JSON);
        payload = JSON.stringify({ ...body, [field]: value });
        what = `body ${field} = ${shown(text(value))}`;
        break;
      }
      case 'missing field': {
        const field = random.pick(Object.keys(body!));
        const { [field]: _missing, ...rest } = body!;
        payload = JSON.stringify(rest);
        what = `body ${field} missing`;
        break;
      }
      case 'extra field':
        payload = JSON.stringify({ ...body, [random.pick(['extra', '__proto__', 'constructor', ''])]: random.pick(MALFORMED_JSON) });
        what = 'body with an unknown field';
        break;
      case 'whole body':
        payload = random.pick(MALFORMED_BODIES);
        what = `body ${shown(payload)}`;
        break;
      case 'content type':
        headers['content-type'] = random.pick(CONTENT_TYPES);
        what = `content-type ${headers['content-type']}`;
        break;
      case 'body on a bodiless call':
        payload = random.pick(MALFORMED_BODIES);
        headers['content-type'] = random.pick(['application/json', ...CONTENT_TYPES]);
        what = `${headers['content-type']} body ${shown(payload)}`;
        break;
      case 'huge body':
        payload = HUGE_BODY;
        headers['content-type'] = 'application/json';
        what = `body of ${HUGE_BODY.length} bytes`;
        break;
      case 'header': {
        const header = random.pick(MALFORMED_HEADERS);
        Object.assign(headers, header);
        what = `header ${Object.entries(header).map(([name, value]) => `${name}: ${shown(value)}`).join('')}`;
        break;
      }
      default:
        query.push([random.pick(['unknown', '__proto__', 'constructor[prototype][x]', '']), encodeURIComponent(random.pick(MALFORMED_TEXT))]);
        what = 'an unknown query parameter';
    }

    requests.push({ method, url: urlOf(path, { pathValues, query }), headers, payload, what: `${method} ${path}: ${what}` });
  }
  return requests;
}

interface RequestParts {
  /** Path parameters by name, encoded. */
  pathValues: Map<string, string>;
  /** Query parameters in document order, values encoded. */
  query: Array<[string, string]>;
  body?: Record<string, unknown>;
}

/** The parts of an operation's well-formed request, each value built by `wellFormed` from its schema. */
function wellFormedParts(operation: Operation): RequestParts {
  const parameters = operation.parameters ?? [];
  const encoded = (parameter: Parameter) => encodeURIComponent(text(wellFormed(parameter.schema, parameter.name)));
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  return {
    pathValues: new Map(parameters.filter((parameter) => parameter.in === 'path').map((parameter) => [parameter.name, encoded(parameter)])),
    query: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => [parameter.name, encoded(parameter)]),
    body: bodySchema ? (wellFormed(bodySchema) as Record<string, unknown>) : undefined,
  };
}

function urlOf(path: string, { pathValues, query }: Pick<RequestParts, 'pathValues' | 'query'>): string {
  return (
    path.replace(/\{(\w+)\}/g, (_match, name: string) => pathValues.get(name) ?? '') +
    (query.length > 0 ? `?${query.map(([name, value]) => `${name}=${value}`).join('&')}` : '')
  );
}

/** An operation's well-formed request, unbroken: what the fuzz starts from, and what empty-portal.test.ts sends. */
export function wellFormedRequest(method: string, path: string, operation: Operation): FuzzRequest {
  const { pathValues, query, body } = wellFormedParts(operation);
  return {
    method,
    url: urlOf(path, { pathValues, query }),
    headers: body ? { 'content-type': 'application/json' } : {},
    payload: body ? JSON.stringify(body) : undefined,
    what: `${method} ${path}: well-formed`,
  };
}

export interface FuzzAnswer {
  status: number;
  body: string;
}

export interface FuzzTally {
  total: number;
  byStatus: Record<number, number>;
  /** Every 5xx, with the request that caused it. */
  serverErrors: Array<{ what: string; url: string; status: number; body: string }>;
}

/** Sends the requests, `concurrency` at a time, and counts the answers by status. */
export async function runFuzz(requests: FuzzRequest[], send: (request: FuzzRequest) => Promise<FuzzAnswer>, concurrency = 1): Promise<FuzzTally> {
  const tally: FuzzTally = { total: 0, byStatus: {}, serverErrors: [] };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const answer = await send(request);
      tally.total += 1;
      tally.byStatus[answer.status] = (tally.byStatus[answer.status] ?? 0) + 1;
      if (answer.status >= 500) tally.serverErrors.push({ what: request.what, url: request.url.slice(0, 200), status: answer.status, body: answer.body.slice(0, 300) });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return tally;
}
