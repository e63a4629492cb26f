import { Type } from 'typebox';

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
