// Reads and checks a whole basin package (docs/basin-package.md) before anything is written: every
// problem with its file, line and column. Small tables are kept in memory; the data files (results,
// telemetry, precipitation) are streamed twice, once to check and once to load.
import { execFile } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { createGunzip } from 'node:zlib';
import Papa from 'papaparse';
import { parseCell, type Cell, type Row } from './cells';
import { BasinDocument, LayerDescriptor, locatePointer, parseJson, schemaProblems, type DocumentProblem } from './documents';
import { PACKAGE_TABLES, packageTable, type ColumnSpec, type PackageTable } from './tables';
import { feedSourceProblems, feedSourceRow, FeedsDocument } from '../feeds/refresh/sources';

export interface PackageError {
  /** Relative to the package folder. */
  file: string;
  line: number;
  column: number;
  /** The CSV column's or the JSON property's name, when there is one. */
  field?: string;
  message: string;
}

export const formatPackageError = ({ file, line, column, field, message }: PackageError): string =>
  `${file}:${line}:${column}${field ? ` (${field})` : ''}: ${message}`;

export interface TableContents {
  spec: PackageTable;
  /** The package file the rows come from ('' when the package has none: the table is to be empty). */
  file: string;
  rowCount: number;
  /** The rows, in the spec's column order, in batches. */
  rows(): AsyncIterable<Row[]>;
}

export interface BasinPackage {
  folder: string;
  tables: Map<string, TableContents>;
}

/** Files a package must have; every other file may be left out (its table is then empty). */
const REQUIRED_FILES = ['basin.json', 'location-types.csv', 'flow-conditions.csv'];
const ERRORS_PER_FILE = 50;
const BATCH_ROWS = 5000;
const GEOMETRY_TYPES = new Set(['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon']);

const keyOf = (spec: PackageTable, row: Row): string => spec.key.map((name) => String(row[spec.columns.findIndex((c) => c.name === name)])).join('\u0000');

/** The CSV file of a table: `x.csv` or, for data files, `x.csv.gz`. */
function csvPath(folder: string, spec: PackageTable): string | undefined {
  for (const candidate of spec.data ? [spec.file, `${spec.file}.gz`] : [spec.file]) {
    if (existsSync(path.join(folder, candidate))) return candidate;
  }
  return undefined;
}

/**
 * The records of a CSV file with the line each starts on. Most lines have no quotes and are split
 * at commas (several times faster than a general parser on the large data files); a line with quotes
 * goes to papaparse, joined with the next lines while a quoted field runs on.
 */
async function* csvRecords(file: string): AsyncGenerator<{ line: number; cells: string[] }> {
  const input = createReadStream(file);
  const lines = createInterface({ input: file.endsWith('.gz') ? input.pipe(createGunzip()) : input, crlfDelay: Infinity });
  let line = 0;
  let pending = '';
  let pendingLine = 0;
  for await (const text of lines) {
    line++;
    if (pending === '' && !text.includes('"')) {
      if (text.trim() !== '') yield { line, cells: text.split(',') };
      continue;
    }
    if (pending === '') pendingLine = line;
    pending = pending === '' ? text : `${pending}\n${text}`;
    // An odd number of quotes: a quoted field goes on to the next line.
    if ((pending.match(/"/g)?.length ?? 0) % 2 === 1) continue;
    const [cells] = Papa.parse<string[]>(pending).data;
    pending = '';
    if (cells) yield { line: pendingLine, cells };
  }
  if (pending !== '') yield { line: pendingLine, cells: Papa.parse<string[]>(pending).data[0] ?? [] };
}

/** Collects errors up to a limit per file, then counts the rest. */
class ErrorList {
  readonly errors: PackageError[] = [];
  private readonly perFile = new Map<string, number>();

  add(error: PackageError): void {
    const count = (this.perFile.get(error.file) ?? 0) + 1;
    this.perFile.set(error.file, count);
    if (count <= ERRORS_PER_FILE) this.errors.push(error);
  }

  addDocument(file: string, problems: DocumentProblem[]): void {
    for (const { line, column, message } of problems) this.add({ file, line, column, message });
  }

  /** One closing line per file whose errors were not all listed. */
  finish(): PackageError[] {
    for (const [file, count] of this.perFile) {
      if (count > ERRORS_PER_FILE) this.errors.push({ file, line: 0, column: 0, message: `and ${count - ERRORS_PER_FILE} more errors in this file` });
    }
    return this.errors;
  }
}

interface CheckState {
  errors: ErrorList;
  /** Keys of the rows read so far, by table (what references are checked against). */
  keys: Map<string, Set<string>>;
  /** Tables whose file could not be read (a bad header): references to them are not checked. */
  unreadable: Set<string>;
}

/** Parses one record into a row; reports each bad cell, a repeated key and a dangling reference. */
function checkedRow(spec: PackageTable, file: string, line: number, cells: string[], positions: number[], state: CheckState, keys: Set<string>): Row | undefined {
  let valid = true;
  let keyValid = true;
  const row: Row = spec.columns.map((column, index) => {
    const position = positions[index] ?? -1;
    const value = parseCell(position >= 0 ? cells[position] : undefined, column);
    const fail = (message: string) => {
      valid = false;
      if (spec.key.includes(column.name)) keyValid = false;
      state.errors.add({ file, line, column: position + 1, field: column.name, message });
    };
    if (value !== null && typeof value === 'object') {
      fail(value.error);
      return null;
    }
    // A table that could not be read at all reports itself once, not once per row that refers to it.
    if (column.references && value !== null && !state.unreadable.has(column.references) && !state.keys.get(column.references)?.has(String(value))) {
      fail(`${value} is not in ${packageTable(column.references).file}`);
    }
    return value;
  });
  // A row with a bad cell still claims its key, so rows that refer to it are not reported too.
  if (!keyValid) return undefined;
  const key = keyOf(spec, row);
  if (keys.has(key)) {
    state.errors.add({ file, line, column: (positions[spec.columns.findIndex((c) => c.name === spec.key[0])] ?? 0) + 1, field: spec.key.join(', '), message: `${key.replace(/\u0000/g, ', ')} appears twice` });
    return undefined;
  }
  keys.add(key);
  return valid ? row : undefined;
}

/** The header's column positions for the spec's columns (-1: absent), reporting unknown and missing columns. */
function headerPositions(spec: PackageTable, file: string, header: string[], errors: ErrorList): number[] | undefined {
  const names = header.map((name) => name.trim());
  let valid = true;
  names.forEach((name, index) => {
    if (!spec.columns.some((column) => column.name === name)) {
      valid = false;
      errors.add({ file, line: 1, column: index + 1, field: name, message: `unknown column '${name}' (the columns are ${spec.columns.map((c) => c.name).join(', ')})` });
    }
  });
  const positions = spec.columns.map((column) => names.indexOf(column.name));
  spec.columns.forEach((column, index) => {
    if (column.required && positions[index] === -1) {
      valid = false;
      errors.add({ file, line: 1, column: 1, field: column.name, message: `the required column '${column.name}' is missing` });
    }
  });
  return valid ? positions : undefined;
}

async function* inBatches(rows: AsyncIterable<Row>): AsyncGenerator<Row[]> {
  let batch: Row[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

const inMemory = (spec: PackageTable, file: string, rows: Row[]): TableContents => ({
  spec,
  file,
  rowCount: rows.length,
  async *rows() {
    for (let start = 0; start < rows.length; start += BATCH_ROWS) yield rows.slice(start, start + BATCH_ROWS);
  },
});

async function readCsvTable(folder: string, spec: PackageTable, state: CheckState): Promise<TableContents> {
  const keys = new Set<string>();
  state.keys.set(spec.table, keys);
  const file = csvPath(folder, spec);
  if (!file) {
    if (REQUIRED_FILES.includes(spec.file)) state.errors.add({ file: spec.file, line: 0, column: 0, message: 'the package must have this file' });
    return inMemory(spec, '', []);
  }
  const rows: Row[] = [];
  let positions: number[] | undefined;
  let count = 0;
  for await (const { line, cells } of csvRecords(path.join(folder, file))) {
    if (!positions) {
      positions = headerPositions(spec, file, cells, state.errors);
      if (!positions) {
        state.unreadable.add(spec.table);
        break;
      }
      continue;
    }
    const row = checkedRow(spec, file, line, cells, positions ?? [], state, keys);
    count++;
    if (row && !spec.data) rows.push(row);
  }
  if (!spec.data) return inMemory(spec, file, rows);
  const streamedPositions = positions ?? [];
  return {
    spec,
    file,
    rowCount: count,
    rows: () =>
      inBatches(
        (async function* () {
          let header = true;
          for await (const { cells } of csvRecords(path.join(folder, file))) {
            if (header) {
              header = false;
              continue;
            }
            yield spec.columns.map((column, index) => parseCell(cells[streamedPositions[index] ?? -1], column) as Cell);
          }
        })(),
      ),
  };
}

async function readJsonFile<T>(folder: string, file: string, schema: Parameters<typeof schemaProblems>[0], errors: ErrorList): Promise<{ value: T; text: string } | undefined> {
  const text = await readFile(path.join(folder, file), 'utf8');
  const parsed = parseJson(text);
  if ('problem' in parsed) {
    errors.addDocument(file, [parsed.problem]);
    return undefined;
  }
  const problems = schemaProblems(schema, parsed.value, text);
  errors.addDocument(file, problems);
  return problems.length > 0 ? undefined : { value: parsed.value as T, text };
}

async function readBasin(folder: string, state: CheckState): Promise<TableContents> {
  const spec = packageTable('basin');
  state.keys.set('basin', new Set(['1']));
  if (!existsSync(path.join(folder, spec.file))) {
    state.errors.add({ file: spec.file, line: 0, column: 0, message: 'the package must have this file' });
    return inMemory(spec, '', []);
  }
  const document = await readJsonFile<BasinDocument>(folder, spec.file, BasinDocument, state.errors);
  if (!document) return inMemory(spec, spec.file, []);
  const { $schema: _editorHint, ...basin } = document.value;
  return inMemory(spec, spec.file, [[1, basin.name, JSON.stringify(basin)]]);
}

/** A GeoJSON geometry's problem, or undefined when it is one the map can draw. */
function geometryProblem(geometry: unknown): string | undefined {
  const shape = geometry as { type?: unknown; coordinates?: unknown } | null;
  if (!shape || typeof shape !== 'object' || typeof shape.type !== 'string' || !GEOMETRY_TYPES.has(shape.type)) {
    return `geometry must be one of ${[...GEOMETRY_TYPES].join(', ')}`;
  }
  const depth = { Point: 0, MultiPoint: 1, LineString: 1, MultiLineString: 2, Polygon: 2, MultiPolygon: 3 }[shape.type as 'Point'];
  const positionsValid = (value: unknown, level: number): boolean => {
    if (!Array.isArray(value)) return false;
    if (level === 0) {
      const [lon, lat] = value as unknown[];
      return value.length >= 2 && typeof lon === 'number' && typeof lat === 'number' && Math.abs(lon) <= 180 && Math.abs(lat) <= 90;
    }
    return value.length > 0 && value.every((item) => positionsValid(item, level - 1));
  };
  return positionsValid(shape.coordinates, depth) ? undefined : `${shape.type} coordinates must be [longitude, latitude] positions in WGS 84`;
}

interface FeatureInput {
  id?: unknown;
  properties?: unknown;
  geometry?: unknown;
}

const execFileAsync = promisify(execFile);

/** A Shapefile (zipped) or GeoPackage as GeoJSON in WGS 84, through GDAL's ogr2ogr. */
async function convertedToGeoJson(file: string): Promise<string> {
  const input = file.endsWith('.zip') ? `/vsizip/${file}` : file;
  const { stdout } = await execFileAsync('ogr2ogr', ['-f', 'GeoJSON', '-t_srs', 'EPSG:4326', '-lco', 'RFC7946=YES', '/vsistdout/', input], { maxBuffer: 512 * 1024 * 1024 });
  return stdout;
}

/** The features of a GeoJSON text, each checked; `located`: the text is the package's own file, so problems get its lines. */
function checkedFeatures(file: string, text: string, errors: ErrorList, located: boolean): FeatureInput[] {
  const parsed = parseJson(text);
  if ('problem' in parsed) {
    errors.addDocument(file, [parsed.problem]);
    return [];
  }
  const collection = parsed.value as { type?: unknown; features?: unknown };
  if (collection?.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
    errors.add({ file, line: 1, column: 1, message: 'must be a GeoJSON FeatureCollection' });
    return [];
  }
  const features = collection.features as FeatureInput[];
  features.forEach((feature, index) => {
    const problem = geometryProblem(feature?.geometry);
    const idProblem = feature?.id !== undefined && !(Number.isInteger(feature.id) && (feature.id as number) > 0) ? 'id must be a positive whole number' : undefined;
    for (const [message, pointer] of [[problem, `/features/${index}/geometry`], [idProblem, `/features/${index}/id`]] as const) {
      if (!message) continue;
      // Converted files have no text of their own to point into: the feature's number says where.
      const place = located ? locatePointer(text, pointer) : { line: 1, column: 1 };
      errors.add({ file, ...place, message: located ? message : `feature ${index + 1}: ${message}` });
    }
  });
  return features;
}

/** layers/: one descriptor (<source>.json) per map source, with its features in <source>.geojson, .zip or .gpkg. */
async function readLayers(folder: string, state: CheckState): Promise<TableContents[]> {
  const [sourcesSpec, layersSpec, featuresSpec] = ['map_sources', 'map_layers', 'map_features'].map(packageTable) as [PackageTable, PackageTable, PackageTable];
  const directory = path.join(folder, 'layers');
  const names = existsSync(directory) ? (await readdir(directory)).sort() : [];
  const sources: Row[] = [];
  const layers: Row[] = [];
  const features: { row: Row; file: string }[] = [];
  const layerIds = new Set<string>();
  const sourceIds = new Set<string>();
  const featureIds = new Set<number>();
  for (const name of names.filter((entry) => entry.endsWith('.json'))) {
    const file = `layers/${name}`;
    const sourceId = name.slice(0, -'.json'.length);
    const idCheck = parseCell(sourceId, sourcesSpec.columns[0] as ColumnSpec);
    if (typeof idCheck === 'object' && idCheck !== null) {
      state.errors.add({ file, line: 1, column: 1, message: `the file name: ${idCheck.error}` });
      continue;
    }
    const descriptor = await readJsonFile<LayerDescriptor>(folder, file, LayerDescriptor, state.errors);
    if (!descriptor) continue;
    const { type = 'geojson', url = null, attribution = null } = descriptor.value;
    sources.push([sourceId, type, url, attribution]);
    sourceIds.add(sourceId);
    descriptor.value.layers.forEach((layer, index) => {
      if (layerIds.has(layer.id)) {
        state.errors.add({ file, ...locatePointer(descriptor.text, `/layers/${index}/id`), field: 'id', message: `layer '${layer.id}' appears twice in the package` });
        return;
      }
      layerIds.add(layer.id);
      const lreProperties = Object.fromEntries(
        Object.entries({ ...layer.properties, layerGroup: layer.layerGroup, legendGroup: layer.legendGroup, popup: layer.popup, titleField: layer.titleField }).filter(([, value]) => value !== undefined),
      );
      layers.push([
        layer.id, sourceId, layer.type, JSON.stringify(layer.layout ?? {}), JSON.stringify(layer.paint ?? {}), layer.filter ? JSON.stringify(layer.filter) : null,
        layer.drawOrder, layer.legendOrder, JSON.stringify(lreProperties), layer.staffOnly ?? false,
      ]);
    });
    if (type === 'vector') continue;
    const dataFile = ['.geojson', '.zip', '.gpkg'].map((extension) => `layers/${sourceId}${extension}`).find((candidate) => existsSync(path.join(folder, candidate)));
    if (!dataFile) {
      state.errors.add({ file, line: 1, column: 1, message: `a 'geojson' source needs its features in layers/${sourceId}.geojson, .zip (Shapefile) or .gpkg` });
      continue;
    }
    let text: string;
    try {
      text = dataFile.endsWith('.geojson') ? await readFile(path.join(folder, dataFile), 'utf8') : await convertedToGeoJson(path.join(folder, dataFile));
    } catch (error) {
      state.errors.add({ file: dataFile, line: 1, column: 1, message: `could not be read by GDAL (ogr2ogr): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` });
      continue;
    }
    for (const feature of checkedFeatures(dataFile, text, state.errors, dataFile.endsWith('.geojson'))) {
      const featureId = typeof feature.id === 'number' ? feature.id : null;
      if (featureId !== null) {
        if (featureIds.has(featureId)) state.errors.add({ file: dataFile, line: 1, column: 1, field: 'id', message: `feature id ${featureId} appears twice in the package` });
        featureIds.add(featureId);
      }
      features.push({ row: [featureId, sourceId, JSON.stringify(feature.properties ?? {}), JSON.stringify(feature.geometry ?? null)], file: dataFile });
    }
  }
  // Features without an id are numbered after the largest given one, in file order: the same package numbers them the same way.
  let next = Math.max(0, ...featureIds) + 1;
  for (const { row } of features) if (row[0] === null) row[0] = next++;
  state.keys.set('map_sources', sourceIds);
  state.keys.set('map_layers', layerIds);
  state.keys.set('map_features', new Set(features.map(({ row }) => String(row[0]))));
  return [inMemory(sourcesSpec, 'layers/', sources), inMemory(layersSpec, 'layers/', layers), inMemory(featuresSpec, 'layers/', features.map(({ row }) => row))];
}

async function readProjects(folder: string, state: CheckState): Promise<TableContents> {
  const spec = packageTable('pollution_abatement_projects');
  state.keys.set(spec.table, new Set());
  if (!existsSync(path.join(folder, spec.file))) return inMemory(spec, '', []);
  const text = await readFile(path.join(folder, spec.file), 'utf8');
  const rows: Row[] = [];
  const ids = new Set<string>();
  checkedFeatures(spec.file, text, state.errors, true).forEach((feature, index) => {
    const properties = (feature.properties ?? {}) as Record<string, unknown>;
    const cells = [feature.id, properties.name, properties.project_type, properties.year_completed, properties.description].map((value) =>
      value === undefined || value === null ? '' : String(value),
    );
    let valid = true;
    const row: Row = spec.columns.slice(0, 5).map((column, position) => {
      const value = parseCell(cells[position], column);
      if (value !== null && typeof value === 'object') {
        valid = false;
        const pointer = column.name === 'id' ? `/features/${index}/id` : `/features/${index}/properties/${column.name}`;
        state.errors.add({ file: spec.file, ...locatePointer(text, pointer), field: column.name, message: value.error });
        return null;
      }
      return value;
    });
    if (!valid) return;
    if (ids.has(String(row[0]))) {
      state.errors.add({ file: spec.file, ...locatePointer(text, `/features/${index}/id`), field: 'id', message: `project ${row[0]} appears twice` });
      return;
    }
    ids.add(String(row[0]));
    rows.push([...row, JSON.stringify(feature.geometry)]);
  });
  state.keys.set(spec.table, ids);
  return inMemory(spec, spec.file, rows);
}

/** feeds.json (optional: no file, no sources): the feeds `npm run refresh-feeds` keeps current (docs/feeds.md). */
async function readFeeds(folder: string, state: CheckState): Promise<TableContents> {
  const spec = packageTable('feed_sources');
  if (!existsSync(path.join(folder, spec.file))) return inMemory(spec, '', []);
  const document = await readJsonFile<FeedsDocument>(folder, spec.file, FeedsDocument, state.errors);
  if (!document) return inMemory(spec, spec.file, []);
  const problems = feedSourceProblems(document.value);
  for (const { pointer, field, message } of problems) state.errors.add({ file: spec.file, ...locatePointer(document.text, pointer), field, message });
  return inMemory(spec, spec.file, problems.length > 0 ? [] : document.value.sources.map(feedSourceRow));
}

/** Reads and checks the package; `errors` empty means every table's rows are ready to load. */
export async function readPackage(folder: string): Promise<{ basinPackage: BasinPackage; errors: PackageError[] }> {
  const state: CheckState = { errors: new ErrorList(), keys: new Map(), unreadable: new Set() };
  const tables = new Map<string, TableContents>();
  if (!existsSync(folder)) {
    return { basinPackage: { folder, tables }, errors: [{ file: '.', line: 0, column: 0, message: `there is no folder ${folder}` }] };
  }
  for (const spec of PACKAGE_TABLES) {
    if (tables.has(spec.table)) continue;
    const read =
      spec.format === 'basin' ? [await readBasin(folder, state)]
      : spec.format === 'layers' ? await readLayers(folder, state)
      : spec.format === 'projects' ? [await readProjects(folder, state)]
      : spec.format === 'feeds' ? [await readFeeds(folder, state)]
      : [await readCsvTable(folder, spec, state)];
    for (const contents of read) tables.set(contents.spec.table, contents);
  }
  return { basinPackage: { folder, tables }, errors: state.errors.finish() };
}
