// The basin a portal shows (basin.json of its basin package, docs/basin-package.md): GET /api/basin.
import { Type, type Static } from 'typebox';

export const BasinSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String({ description: "in a package file only: the editor's schema" })),
    name: Type.String({ minLength: 1, description: 'the basin as visitors know it' }),
    map: Type.Object(
      {
        center: Type.Tuple([Type.Number({ minimum: -180, maximum: 180 }), Type.Number({ minimum: -90, maximum: 90 })], { description: '[longitude, latitude]' }),
        zoom: Type.Number({ minimum: 0, maximum: 22, description: "the map's first zoom" }),
      },
      { additionalProperties: false },
    ),
    contact: Type.Optional(
      Type.Object(
        { name: Type.Optional(Type.String()), email: Type.Optional(Type.String()), phone: Type.Optional(Type.String()), url: Type.Optional(Type.String()) },
        { additionalProperties: false },
      ),
    ),
    links: Type.Optional(Type.Array(Type.Object({ label: Type.String({ minLength: 1 }), url: Type.String({ minLength: 1 }) }, { additionalProperties: false }))),
  },
  { additionalProperties: false, title: 'Basin', description: 'basin.json: the basin of a package' },
);

export type Basin = Static<typeof BasinSchema>;
