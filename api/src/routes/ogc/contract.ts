// The OGC API - Features routes (OGC 17-069r4 Part 1), one sub-API: its routes share the folder, the
// links they build and the rule on unknown query parameters (index.ts).
import { Type } from 'typebox';
import { defineRoute } from '../../contract/defineRoute';
import {
  CollectionParamsSchema,
  CollectionSchema,
  CollectionsSchema,
  ConformanceSchema,
  FeatureCollectionSchema,
  FeatureParamsSchema,
  FeatureSchema,
  FormatQuerySchema,
  ItemsQuerySchema,
  LandingPageSchema,
} from '../../ogc/schemas';

const TAGS = ['OGC API - Features'];
const GEOJSON = 'application/geo+json';

/** '/' under the prefix answers /api/ogc and /api/ogc/ (Fastify's prefixTrailingSlash 'both'). */
export const getLandingPage = defineRoute({
  method: 'GET',
  url: '/ogc/',
  summary: 'Landing page of the OGC API - Features service',
  tags: TAGS,
  query: FormatQuerySchema,
  response: LandingPageSchema,
  errors: [400],
});

export const getConformance = defineRoute({
  method: 'GET',
  url: '/ogc/conformance',
  summary: 'Conformance classes',
  tags: TAGS,
  query: FormatQuerySchema,
  response: ConformanceSchema,
  errors: [400],
});

export const getOgcOpenApi = defineRoute({
  method: 'GET',
  url: '/ogc/api',
  summary: 'The OpenAPI 3.0 definition of this service (from the route schemas)',
  tags: TAGS,
  query: FormatQuerySchema,
  response: Type.Object({}, { additionalProperties: true }),
  errors: [400],
});

export const getCollections = defineRoute({
  method: 'GET',
  url: '/ogc/collections',
  summary: 'The feature collections',
  tags: TAGS,
  query: FormatQuerySchema,
  response: CollectionsSchema,
  errors: [400],
});

export const getCollection = defineRoute({
  method: 'GET',
  url: '/ogc/collections/:collectionId',
  summary: 'One feature collection',
  tags: TAGS,
  params: CollectionParamsSchema,
  query: FormatQuerySchema,
  response: CollectionSchema,
  errors: [400, 404],
});

export const getItems = defineRoute({
  method: 'GET',
  url: '/ogc/collections/:collectionId/items',
  summary: 'Features of a collection, a page at a time (next/prev links), filtered by bbox and datetime',
  tags: TAGS,
  params: CollectionParamsSchema,
  query: ItemsQuerySchema,
  response: FeatureCollectionSchema,
  mediaType: GEOJSON,
  errors: [400, 404],
});

export const getItem = defineRoute({
  method: 'GET',
  url: '/ogc/collections/:collectionId/items/:featureId',
  summary: 'One feature',
  tags: TAGS,
  params: FeatureParamsSchema,
  query: FormatQuerySchema,
  response: FeatureSchema,
  mediaType: GEOJSON,
  errors: [400, 404],
});
