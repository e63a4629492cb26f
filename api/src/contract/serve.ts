// Registers a route from its contract: the URL (checked against the folder the route lives in), the
// schemas for validation and the OpenAPI document, and the policy of the route's subtree (an
// `autohooks.ts` that sets `app.routePolicy`: public-read caching, staff only, caller-dependent).
import type { FastifyBaseLogger, FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import { ErrorResponseSchema } from '../schemas/common';
import type { RequestTypes, ResponseOf, RouteContract } from './defineRoute';

/** Where the API is mounted; a contract's URL is relative to it. */
export const API_PREFIX = '/api';

declare module 'fastify' {
  interface FastifyInstance {
    /** The route config every route of this subtree starts from (set by the subtree's autohooks.ts). */
    routePolicy: FastifyContextConfig;
  }
}

// Any type provider: the handler's types come from the contract, not from the instance.
type AnyInstance = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, any>;

export type ContractRequest<C extends RouteContract> = FastifyRequest<RequestTypes<C>>;

/** A handler answers the contract's JSON, or sends the reply itself (a file, a stream, a 202). */
export type ContractHandler<C extends RouteContract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<ResponseOf<C> | FastifyReply> | ResponseOf<C> | FastifyReply;

export interface ServeOptions {
  /** Route config beyond the subtree's policy (a rate-limit group, NEVER_SHED). */
  config?: FastifyContextConfig;
}

/** The URL to register inside the plugin: the contract's URL less the folder's prefix. */
export function urlInFolder(contract: RouteContract, folderPrefix: string): string {
  const folder = folderPrefix.slice(API_PREFIX.length);
  if (contract.url !== folder && !contract.url.startsWith(`${folder}/`)) {
    throw new Error(`${contract.method} ${contract.url} is registered from the folder of ${folder || '/'}: a route lives in the folder of its path`);
  }
  return contract.url.slice(folder.length);
}

/** The Fastify schema of a contract: inputs, the 200 answer and each error answer. */
export function fastifySchema(contract: RouteContract) {
  const success = contract.file
    ? { description: contract.file.description, content: { [contract.file.mediaType]: { schema: contract.file.schema ?? {} } } }
    : contract.response && contract.mediaType
      ? { content: { [contract.mediaType]: { schema: contract.response } } }
      : contract.response;
  const response: Record<number, unknown> = { ...(success ? { 200: success } : {}), ...contract.otherResponses };
  for (const status of contract.errors ?? []) response[status] = ErrorResponseSchema;
  return {
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    tags: [...contract.tags],
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    ...(contract.consumes ? { consumes: [...contract.consumes] } : {}),
    ...(contract.file ? { produces: [contract.file.mediaType] } : {}),
    response,
  };
}

/** Registers `contract` on the route plugin `app` with `handler`. */
export function serve<C extends RouteContract>(app: AnyInstance, contract: C, handler: ContractHandler<C>, options: ServeOptions = {}): void {
  app.route({
    method: contract.method,
    url: urlInFolder(contract, app.prefix),
    config: { ...app.routePolicy, ...options.config },
    schema: fastifySchema(contract),
    handler: handler as never,
  });
}
