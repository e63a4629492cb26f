import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiProblem } from '../apiProblem';
import { ANONYMOUS_USER } from '../plugins/identity';

/**
 * The key a caller's saved download filter is stored under. A client names itself 'public' for this
 * browser: keyed by its own signed visitor cookie (issued now when it has none), so two anonymous
 * visitors never share a filter; it means the same for a signed-in user (the anonymous filter of the
 * browser they use). A signed-in user names their verified id (`request.user.sub`): stored under
 * `sub:<sub>`, which no visitor key (`visitor:<uuid>`) can equal. Any other name is a 403 (thrown): a
 * client field alone never decides whose filter is read or written.
 */
export function callerKey(request: FastifyRequest, reply: FastifyReply, named: string, field: string): string {
  if (named === ANONYMOUS_USER) return `visitor:${request.server.visitors.of(request, reply)}`;
  if (request.user && named === request.user.sub) return `sub:${request.user.sub}`;
  request.log.warn({ event: 'auth.forbidden', reason: 'other-user', route: request.routeOptions.url ?? null, ip: request.ip, sub: request.user?.sub ?? null }, 'named another user');
  throw new ApiProblem(403, { id: 'downloads.otherCaller' }, { field });
}
