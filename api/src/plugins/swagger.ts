// OpenAPI 3 document of every /api route (from the TypeBox route schemas) at /api/openapi.json,
// browsable at /api/docs.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Basin Water Portal API',
          description: 'Public water-quality data of the basin: locations, parameters, results and summaries.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            // Issue 16: an access token of the identity provider (AUTH_AUTHORITY) for AUTH_AUDIENCE.
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);
