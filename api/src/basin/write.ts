// Writes a basin package (docs/basin-package.md) from rows in the package's column order, table by
// table: the exporter's rows read from a database, the generator's invented ones. Also writes the
// JSON Schema of each file into schema/, so an editor can check a data manager's changes.
import { createWriteStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import type { Writable } from 'node:stream';
import { formatCell, type Row } from './cells';
import { BasinDocument, LayerDescriptor, type LayerDescriptorLayer } from './documents';
import { PACKAGE_TABLES, packageTable, type PackageTable } from './tables';
import { feedSourceDocument, FeedsDocument } from '../feeds/refresh/sources';

export type TableRows = Iterable<Row[]> | AsyncIterable<Row[]>;

export interface WriteOptions {
  /** Gzip the data files (data/*.csv.gz): about five times smaller. */
  gzipData?: boolean;
}

async function collect(batches: TableRows | undefined): Promise<Row[]> {
  const rows: Row[] = [];
  if (batches) for await (const batch of batches) rows.push(...batch);
  return rows;
}

async function write(stream: Writable, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

async function writeCsv(folder: string, spec: PackageTable, batches: TableRows | undefined, gzip: boolean): Promise<void> {
  const file = path.join(folder, gzip ? `${spec.file}.gz` : spec.file);
  await mkdir(path.dirname(file), { recursive: true });
  const output = createWriteStream(file);
  const compressor = gzip ? createGzip({ level: 1 }) : undefined;
  compressor?.pipe(output);
  const target: Writable = compressor ?? output;
  await write(target, `${spec.columns.map((column) => column.name).join(',')}\n`);
  if (batches) {
    for await (const batch of batches) {
      await write(target, batch.map((row) => `${row.map(formatCell).join(',')}\n`).join(''));
    }
  }
  target.end();
  await once(output, 'close');
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/** A GeoJSON FeatureCollection written one feature per line: readable, and diffs stay small. */
const featureCollection = (features: unknown[]): string =>
  `{"type":"FeatureCollection","features":[\n${features.map((feature) => JSON.stringify(feature)).join(',\n')}\n]}\n`;

async function writeLayers(folder: string, sources: Row[], layers: Row[], features: Row[]): Promise<void> {
  await mkdir(path.join(folder, 'layers'), { recursive: true });
  for (const [sourceId, type, url, attribution] of sources) {
    const descriptorLayers = layers
      .filter((layer) => layer[1] === sourceId)
      .map(([id, , layerType, layout, paint, filter, drawOrder, legendOrder, lre, requiresAuth]): LayerDescriptorLayer => {
        const { layerGroup, legendGroup, popup, titleField, ...properties } = parsed(lre) as Record<string, unknown>;
        const layoutValue = parsed(layout) as Record<string, unknown>;
        return Object.fromEntries(
          Object.entries({
            id,
            type: layerType,
            paint: parsed(paint),
            layout: Object.keys(layoutValue ?? {}).length > 0 ? layoutValue : undefined,
            filter: filter === null ? undefined : parsed(filter),
            drawOrder,
            legendOrder,
            layerGroup,
            legendGroup,
            popup,
            titleField,
            staffOnly: requiresAuth === true ? true : undefined,
            properties: Object.keys(properties).length > 0 ? properties : undefined,
          }).filter(([, value]) => value !== undefined),
        ) as LayerDescriptorLayer;
      });
    const descriptor = Object.fromEntries(
      Object.entries({ $schema: '../schema/layer.schema.json', type, url: url ?? undefined, attribution: attribution ?? undefined, layers: descriptorLayers }).filter(([, value]) => value !== undefined),
    );
    await writeFile(path.join(folder, 'layers', `${sourceId}.json`), json(descriptor));
    if (type === 'geojson') {
      const own = features.filter((feature) => feature[1] === sourceId).map(([id, , properties, geometry]) => ({ type: 'Feature', id, properties: parsed(properties), geometry: parsed(geometry) }));
      await writeFile(path.join(folder, 'layers', `${sourceId}.geojson`), featureCollection(own));
    }
  }
}

/** The JSON Schema of a CSV file: an array of rows, each an object of its columns. */
function csvSchema(spec: PackageTable): Record<string, unknown> {
  const typeOf = (type: string) => (['smallint', 'integer'].includes(type) ? 'integer' : ['float8', 'real'].includes(type) ? 'number' : type === 'boolean' ? 'boolean' : 'string');
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: spec.file,
    description: `${spec.description} One row per line; the first line names the columns. Key: ${spec.key.join(', ')}.`,
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: spec.columns.filter((column) => column.required).map((column) => column.name),
      properties: Object.fromEntries(
        spec.columns.map((column) => [
          column.name,
          {
            type: column.required ? typeOf(column.type) : [typeOf(column.type), 'null'],
            description: column.references ? `${column.description}; refers to ${packageTable(column.references).file}` : column.description,
            ...(column.type === 'date' ? { format: 'date' } : column.type === 'timestamptz' ? { format: 'date-time' } : {}),
            ...(column.min !== undefined ? { minimum: column.min } : {}),
            ...(column.max !== undefined ? { maximum: column.max } : {}),
            ...(column.oneOf ? { enum: column.oneOf } : {}),
            ...(column.pattern ? { pattern: column.pattern } : {}),
            ...(column.fallback !== undefined ? { default: column.fallback } : {}),
          },
        ]),
      ),
    },
  };
}

/** schema/: one JSON Schema per kind of file. */
export async function writeSchemas(folder: string): Promise<void> {
  const directory = path.join(folder, 'schema');
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, 'basin.schema.json'), json(BasinDocument));
  await writeFile(path.join(directory, 'layer.schema.json'), json(LayerDescriptor));
  await writeFile(path.join(directory, 'feeds.schema.json'), json(FeedsDocument));
  for (const spec of PACKAGE_TABLES.filter((table) => table.format === 'csv')) {
    await writeFile(path.join(directory, `${path.basename(spec.file, '.csv')}.schema.json`), json(csvSchema(spec)));
  }
}

/** Writes the package into `folder` (emptied first). */
export async function writePackage(folder: string, rowsOf: (table: string) => TableRows | undefined, { gzipData = false }: WriteOptions = {}): Promise<void> {
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  for (const spec of PACKAGE_TABLES) {
    if (spec.format === 'csv') await writeCsv(folder, spec, rowsOf(spec.table), gzipData && spec.data === true);
  }
  const [basin] = await collect(rowsOf('basin'));
  if (basin) await writeFile(path.join(folder, 'basin.json'), json({ $schema: './schema/basin.schema.json', ...(parsed(basin[2]) as object) }));
  await writeLayers(folder, await collect(rowsOf('map_sources')), await collect(rowsOf('map_layers')), await collect(rowsOf('map_features')));
  const projects = await collect(rowsOf('pollution_abatement_projects'));
  if (projects.length > 0) {
    const features = projects.map(([id, name, projectType, yearCompleted, description, geometry]) => ({
      type: 'Feature',
      id,
      properties: { name, project_type: projectType, year_completed: yearCompleted, description },
      geometry: parsed(geometry),
    }));
    await writeFile(path.join(folder, packageTable('pollution_abatement_projects').file), featureCollection(features));
  }
  const feeds = await collect(rowsOf('feed_sources'));
  if (feeds.length > 0) {
    const sources = feeds.map(([id, format, url, sites, options]) => feedSourceDocument(String(id), String(format), String(url), sites, options));
    await writeFile(path.join(folder, packageTable('feed_sources').file), json({ $schema: './schema/feeds.schema.json', sources }));
  }
  await writeSchemas(folder);
}
