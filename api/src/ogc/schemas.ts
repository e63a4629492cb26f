// Schemas of OGC API - Features - Part 1 (OGC 17-069r4) as the portal serves it under /api/ogc: the
// route schemas, from which @fastify/swagger writes the OpenAPI document at /api/ogc/api.
import { Type } from 'typebox';
import { RequestIntegerSchema } from '../schemas/ids';

/** http://www.opengis.net/def/crs/OGC/1.3/CRS84: longitude, latitude on WGS 84, the only CRS served. */
export const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';

/** Items per page: default and maximum (issue 18). */
export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 10_000;

export const LinkSchema = Type.Object(
  { href: Type.String(), rel: Type.String(), type: Type.Optional(Type.String()), title: Type.Optional(Type.String()) },
  { title: 'Link' },
);
const Links = Type.Array(LinkSchema);

/** `f`: the format. Every resource is JSON (the items and a feature GeoJSON); no HTML is offered. */
const FormatQuery = { f: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('geojson')], { description: 'json or geojson; both give the one JSON encoding of the resource' })) };
export const FormatQuerySchema = Type.Object(FormatQuery);

export const LandingPageSchema = Type.Object({ title: Type.String(), description: Type.String(), links: Links }, { title: 'LandingPage' });
export const ConformanceSchema = Type.Object({ conformsTo: Type.Array(Type.String()) }, { title: 'Conformance' });

export const ExtentSchema = Type.Object(
  {
    spatial: Type.Object({ bbox: Type.Array(Type.Array(Type.Number(), { minItems: 4, maxItems: 4 })), crs: Type.String() }),
    temporal: Type.Optional(Type.Object({ interval: Type.Array(Type.Array(Type.Union([Type.String(), Type.Null()]), { minItems: 2, maxItems: 2 })), trs: Type.String() })),
  },
  { title: 'Extent' },
);

export const CollectionSchema = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    description: Type.String(),
    itemType: Type.Literal('feature'),
    crs: Type.Array(Type.String()),
    storageCrs: Type.String(),
    extent: Type.Optional(ExtentSchema),
    links: Links,
  },
  { title: 'Collection' },
);
export const CollectionsSchema = Type.Object({ collections: Type.Array(CollectionSchema), links: Links }, { title: 'Collections' });

export const CollectionParamsSchema = Type.Object({ collectionId: Type.String({ description: 'locations, projects, or map-<source> of a map layer' }) });
export const FeatureParamsSchema = Type.Object({ ...CollectionParamsSchema.properties, featureId: Type.String({ description: 'the integer id of the feature' }) });

export const ItemsQuerySchema = Type.Object({
  ...FormatQuery,
  limit: Type.Optional(RequestIntegerSchema({ minimum: 1, maximum: MAX_LIMIT, description: `features per page (default ${DEFAULT_LIMIT})` })),
  offset: Type.Optional(RequestIntegerSchema({ minimum: 0, maximum: 2_147_483_647, description: 'features to skip (the next link sets it)' })),
  bbox: Type.Optional(Type.String({ description: 'minLon,minLat,maxLon,maxLat in CRS84: features whose bounding box intersects it', examples: ['-104.9,39.5,-104.7,39.7'] })),
  datetime: Type.Optional(
    Type.String({ description: "an RFC 3339 date or date-time, or an interval 'start/end' with '..' for an open end: features whose period intersects it", examples: ['2010-01-01/..'] }),
  ),
});

const GeometrySchema = Type.Object({ type: Type.String(), coordinates: Type.Optional(Type.Unknown()) }, { additionalProperties: true, title: 'Geometry' });
export const FeatureSchema = Type.Object(
  {
    type: Type.Literal('Feature'),
    id: Type.Integer(),
    geometry: GeometrySchema,
    properties: Type.Object({}, { additionalProperties: true }),
    links: Type.Optional(Links),
  },
  { title: 'Feature' },
);
export const FeatureCollectionSchema = Type.Object(
  {
    type: Type.Literal('FeatureCollection'),
    features: Type.Array(FeatureSchema),
    links: Links,
    numberMatched: Type.Integer(),
    numberReturned: Type.Integer(),
    timeStamp: Type.String({ format: 'date-time' }),
  },
  { title: 'FeatureCollection' },
);
