// An endpoint's contract, written once: method, URL, inputs and answer as TypeBox schemas, and what the
// OpenAPI document says of it. The route registers from it (`serve`), the browser's typed route map is
// collected from every contract (`api/src/contracts.ts`). Nothing here may import Node modules: the browser
// imports the types.
import type { Static, TSchema } from 'typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Error answers a route may give; each is `{ error, message, field? }` (ErrorResponseSchema). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

export interface RouteContract {
  method: HttpMethod;
  /** The path under /api as registered, `:name` marking a path parameter: '/site-status/:locationId'. */
  url: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  /** The JSON answer (200). Absent when the answer is a file: `file` describes it. */
  response?: TSchema;
  /** The JSON answer's media type when it is not application/json ('application/geo+json'). */
  mediaType?: string;
  /** A file answer (200): its media type and what the OpenAPI document says of it. */
  file?: { mediaType: string; description: string; schema?: TSchema };
  errors?: readonly ErrorStatus[];
  /** Other answers the OpenAPI document shows (202 while a computation runs). */
  otherResponses?: Readonly<Record<number, TSchema>>;
  /** The request body's media type when it is not JSON (an upload). */
  consumes?: readonly string[];
}

/** Declares a route's contract; `const` keeps the URL and method literal for the typed route map. */
export const defineRoute = <const C extends RouteContract>(contract: C): C => contract;

type StaticOf<C, Key extends 'params' | 'query' | 'body'> = C extends Record<Key, infer S extends TSchema> ? Static<S> : undefined;

/** What a route reads: its path params, query and body, typed from the contract. */
export interface RequestTypes<C extends RouteContract> {
  Params: StaticOf<C, 'params'>;
  Querystring: StaticOf<C, 'query'>;
  Body: StaticOf<C, 'body'>;
}

/** The JSON answer of a contract, or undefined for a file. */
export type ResponseOf<C extends RouteContract> = C extends { response: infer S extends TSchema } ? Static<S> : undefined;

/** What a browser caller may pass for a field: its schema type, or for a comma-separated list, the ids themselves. */
type Input<T> = T extends undefined ? undefined : { [K in keyof T]: T[K] extends string ? T[K] | readonly (number | string)[] : T[K] };

type Get<Contracts> = Extract<Contracts, { method: 'GET' }>;
type Send<Contracts> = Exclude<Contracts, { method: 'GET' }>;

/** Per GET path: the inputs (`params`, `query`) and the response. */
export type GetRoutesOf<Contracts extends RouteContract> = {
  [C in Get<Contracts> as C['url']]: { params: Input<StaticOf<C, 'params'>>; query: Input<StaticOf<C, 'query'>>; response: ResponseOf<C> };
};

/** Per 'METHOD path' of a call that sends: the path params, the body and the JSON answer (undefined for none or a file). */
export type SendRoutesOf<Contracts extends RouteContract> = {
  [C in Send<Contracts> as `${C['method']} ${C['url']}`]: { params: Input<StaticOf<C, 'params'>>; body: StaticOf<C, 'body'>; response: ResponseOf<C> };
};
