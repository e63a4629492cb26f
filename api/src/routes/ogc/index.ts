// OGC API - Features - Part 1 (OGC 17-069r4: Core, GeoJSON, OpenAPI 3.0) under /api/ogc: the landing
// page, conformance, the OpenAPI document of these routes, the collections (monitoring locations,
// pollution abatement projects, the map layers' GeoJSON sources) and their items. docs/ogc.md.
//
// Every answer is JSON: items and a feature `application/geo+json`, the rest `application/json` (the
// OpenAPI document `application/vnd.oai.openapi+json;version=3.0`); `f=json`/`f=geojson` are accepted
// and no HTML is offered. Links are absolute, built from the request (X-Forwarded-Proto/Host when the
// proxy is trusted). A query parameter the resource does not define is a 400 naming it (OGC
// /req/core/query-param-unknown). The collection routes depend on the caller: staff layers only with a
// verified token; a public caller gets 404 for them and does not see them listed.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TObject } from 'typebox';
import { serve } from '../../contract/serve';
import { CALLER_DEPENDENT } from '../../plugins/identity';
import { PUBLIC_READ } from '../../plugins/responseCache';
import type { ErrorResponse } from '../../schemas';
import { ID_TEXT_PATTERN } from '../../schemas/ids';
import { ApiProblem, FieldError } from '../../apiProblem';
import type { ApiMessage } from '../../i18n/apiMessages';
import { parseBbox, parseDatetime } from '../../ogc/filters';
import { CRS84, DEFAULT_LIMIT } from '../../ogc/schemas';
import { getCollection, getCollections, getConformance, getItem, getItems, getLandingPage, getOgcOpenApi } from './contract';
import { collections, extentOf, feature, features, type Collection } from './repository';

export const OPENAPI_TYPE = 'application/vnd.oai.openapi+json;version=3.0';
const GEOJSON = 'application/geo+json';
const JSON_TYPE = 'application/json';

/** OGC 17-069r4 conformance classes served. */
export const CONFORMANCE = [
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
];

const FEATURE_ID = new RegExp(`^${ID_TEXT_PATTERN}$`);
const TAGS = ['OGC API - Features'];
/**
 * The collection routes: the answer depends on who is signed in (staff layers). The collections are
 * kept by the response cache; items are not: their URLs rarely repeat (every page, bbox and datetime
 * is one), and storing an answer costs a high-quality brotli pass (about 200 ms for 60 KB) that a
 * miss would pay every time. They get an ETag and per-request compression like any read.
 */
const COLLECTION_CONFIG = { ...PUBLIC_READ, ...CALLER_DEPENDENT };
const ITEMS_CONFIG = CALLER_DEPENDENT;

/** The 404 of a collection or feature that is not there (the errors plugin answers it). */
const notFound = (message: ApiMessage) => new ApiProblem(404, message);

const ogc: FastifyPluginAsync = async (app) => {
  /** The absolute URL of /api/ogc as the client reached it. */
  const root = (request: FastifyRequest) => `${request.protocol}://${request.host}${app.prefix}`;

  // Unknown query parameters are a 400 naming the parameter (Ajv would drop them silently).
  app.addHook('preValidation', async (request) => {
    const known = (request.routeOptions.schema?.querystring as TObject | undefined)?.properties ?? {};
    const unknown = Object.keys(request.query as Record<string, unknown>).find((name) => !(name in known));
    if (unknown !== undefined) throw Object.keys(known).length === 0 ? new FieldError(unknown, 'ogc.unknownParameterNone') : new FieldError(unknown, 'ogc.unknownParameter', { known: Object.keys(known).join(', ') });
  });

  const collectionMetadata = async (request: FastifyRequest, collection: Collection) => {
    const base = `${root(request)}/collections/${collection.id}`;
    const { bbox, interval } = await extentOf(app.db, collection);
    return {
      id: collection.id,
      title: collection.title,
      description: collection.description,
      itemType: 'feature' as const,
      crs: [CRS84],
      storageCrs: CRS84,
      ...(bbox ? { extent: { spatial: { bbox: [bbox], crs: CRS84 }, ...(interval ? { temporal: { interval: [interval], trs: 'http://www.opengis.net/def/uom/ISO-8601/0/Gregorian' } } : {}) } } : {}),
      links: [
        { href: base, rel: 'self', type: JSON_TYPE, title: collection.title },
        { href: `${base}/items`, rel: 'items', type: GEOJSON, title: `${collection.title} (GeoJSON)` },
      ],
    };
  };

  const findCollection = async (request: FastifyRequest, id: string) => (await collections(app.db, { includeStaff: request.user !== null, id }))[0] ?? null;
  const noCollection = (id: string) => notFound({ id: 'ogc.noCollection', values: { id } });

  serve(
    app,
    getLandingPage,
    async (request) => {
        const base = root(request);
        return {
          title: 'Basin Water Portal - OGC API - Features',
          description: "The basin's monitoring locations, pollution abatement projects and map layers as OGC API - Features (GeoJSON, CRS84).",
          links: [
            { href: base, rel: 'self', type: JSON_TYPE, title: 'this document' },
            { href: `${base}/api`, rel: 'service-desc', type: OPENAPI_TYPE, title: 'the API definition' },
            { href: `${base}/conformance`, rel: 'conformance', type: JSON_TYPE, title: 'conformance classes' },
            { href: `${base}/collections`, rel: 'data', type: JSON_TYPE, title: 'the collections' },
          ],
        };
    },
    { config: PUBLIC_READ },
  );

  serve(app, getConformance, async () => ({ conformsTo: CONFORMANCE }), { config: PUBLIC_READ });

  serve(
    app,
    getOgcOpenApi,
    async (request, reply) => {
      const document = app.swagger() as { paths?: Record<string, unknown>; tags?: unknown };
      // Paths relative to the server, which is /api/ogc: '/', '/conformance', '/collections', ...
      const paths = Object.fromEntries(
        Object.entries(document.paths ?? {}).flatMap(([path, item]) => (path.startsWith(`${app.prefix}/`) ? [[path.slice(app.prefix.length), item]] : [])),
      );
      reply.type(OPENAPI_TYPE);
      return {
        ...document,
        info: { title: 'Basin Water Portal - OGC API - Features', version: '1.0.0', description: 'OGC API - Features - Part 1 (Core, GeoJSON, OpenAPI 3.0).' },
        servers: [{ url: root(request) }],
        paths,
        tags: TAGS.map((name) => ({ name })),
      };
    },
    { config: PUBLIC_READ },
  );

  serve(
    app,
    getCollections,
    async (request) => {
      const base = `${root(request)}/collections`;
      const visible = await collections(app.db, { includeStaff: request.user !== null });
      return {
        collections: await Promise.all(visible.map((collection) => collectionMetadata(request, collection))),
        links: [{ href: base, rel: 'self', type: JSON_TYPE, title: 'this document' }],
      };
    },
    { config: COLLECTION_CONFIG },
  );

  serve(
    app,
    getCollection,
    async (request, reply) => {
      const collection = await findCollection(request, request.params.collectionId);
      if (!collection) throw noCollection(request.params.collectionId);
      return collectionMetadata(request, collection);
    },
    { config: COLLECTION_CONFIG },
  );

  serve(
    app,
    getItems,
    async (request, reply) => {
      const { limit = DEFAULT_LIMIT, offset = 0, bbox, datetime, ...format } = request.query;
      const filters = { bbox: bbox === undefined ? null : parseBbox(bbox), datetime: datetime === undefined ? null : parseDatetime(datetime) };
      const collection = await findCollection(request, request.params.collectionId);
      if (!collection) throw noCollection(request.params.collectionId);
      const page = await features(app.db, collection, { ...filters, limit, offset });
      const base = `${root(request)}/collections/${collection.id}/items`;
      const pageUrl = (pageOffset: number) => {
        const query = new URLSearchParams({ ...format, ...(bbox === undefined ? {} : { bbox }), ...(datetime === undefined ? {} : { datetime }) });
        query.set('limit', String(limit));
        if (pageOffset > 0) query.set('offset', String(pageOffset));
        return `${base}?${query.toString()}`;
      };
      const links = [
        { href: pageUrl(offset), rel: 'self', type: GEOJSON, title: 'this page' },
        { href: `${root(request)}/collections/${collection.id}`, rel: 'collection', type: JSON_TYPE, title: collection.title },
      ];
      if (offset + page.features.length < page.numberMatched) links.push({ href: pageUrl(offset + limit), rel: 'next', type: GEOJSON, title: 'next page' });
      if (offset > 0) links.push({ href: pageUrl(Math.max(0, offset - limit)), rel: 'prev', type: GEOJSON, title: 'previous page' });
      reply.type(GEOJSON);
      return {
        type: 'FeatureCollection' as const,
        features: page.features,
        links,
        numberMatched: page.numberMatched,
        numberReturned: page.features.length,
        timeStamp: new Date().toISOString(),
      };
    },
    { config: ITEMS_CONFIG },
  );

  serve(
    app,
    getItem,
    async (request, reply) => {
      const { collectionId, featureId } = request.params;
      const collection = await findCollection(request, collectionId);
      if (!collection) throw noCollection(collectionId);
      const found = FEATURE_ID.test(featureId) ? await feature(app.db, collection, Number(featureId)) : null;
      if (!found) throw notFound({ id: 'ogc.noFeature', values: { featureId, collectionId } });
      const base = `${root(request)}/collections/${collection.id}`;
      reply.type(GEOJSON);
      return {
        ...found,
        links: [
          { href: `${base}/items/${found.id}`, rel: 'self', type: GEOJSON, title: 'this feature' },
          { href: base, rel: 'collection', type: JSON_TYPE, title: collection.title },
        ],
      };
    },
    { config: ITEMS_CONFIG },
  );
};

export default ogc;
