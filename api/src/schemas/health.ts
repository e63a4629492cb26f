import { Type, type Static } from 'typebox';

export const HealthResponseSchema = Type.Object(
  {
    status: Type.Literal('ok'),
    database: Type.Union([Type.Literal('pglite'), Type.Literal('postgresql')], {
      description: 'engine behind the API: embedded PGlite or a PostgreSQL server',
    }),
    results: Type.Integer({ minimum: 0, description: 'number of water-quality results (an estimate on large tables)' }),
  },
  { title: 'Health' },
);

/** Liveness and readiness: 200 { status: 'ok' }, else 503 with the reason. */
export const ProbeResponseSchema = Type.Object({ status: Type.Literal('ok') }, { title: 'Probe' });
export type HealthResponse = Static<typeof HealthResponseSchema>;
