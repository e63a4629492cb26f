// The public reads: open to everyone, answers depend only on the URL and the data, so the response
// cache keeps them (a signed-in caller is answered fresh). Every route below this folder.
import type { FastifyPluginAsync } from 'fastify';
import { PUBLIC_READ } from '../../plugins/responseCache';

const publicRead: FastifyPluginAsync = async (app) => {
  app.routePolicy = { ...app.routePolicy, ...PUBLIC_READ };
};

export default publicRead;
