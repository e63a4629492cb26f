import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A user id in a request must be the caller's own (`request.identity`, never taken from the client).
 * Answers 403 and returns false when it is not.
 */
export function isCallersOwn(request: FastifyRequest, reply: FastifyReply, userId: string, field: string): boolean {
  if (userId === request.identity) return true;
  void reply.code(403).send({ error: 'Forbidden', field, message: 'may only name the signed-in user (or public when not signed in)' });
  return false;
}
