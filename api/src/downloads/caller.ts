import type { FastifyReply, FastifyRequest } from 'fastify';
import { ANONYMOUS_USER } from '../plugins/identity';

/**
 * The key a caller's saved download filter is stored under. A client names itself 'public' when not
 * signed in (the spec's calls): that means this browser, keyed by its own signed visitor cookie (issued
 * now when it has none), so two anonymous visitors never share a filter. A signed-in user names their
 * verified id (`request.identity`). Any other name answers 403 and returns null: a client field alone
 * never decides whose filter is read or written.
 */
export function callerKey(request: FastifyRequest, reply: FastifyReply, named: string, field: string): string | null {
  if (named === ANONYMOUS_USER && request.identity === ANONYMOUS_USER) return `visitor:${request.server.visitors.of(request, reply)}`;
  if (named === request.identity && named !== ANONYMOUS_USER) return named;
  void reply.code(403).send({ error: 'Forbidden', field, message: 'may only name the signed-in user (or public when not signed in)' });
  return null;
}
