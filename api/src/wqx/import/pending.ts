// Resolving the values held rows wait for (issue 29, item 4; docs/import.md "Pending values"): a value
// mapped to an existing entry is remembered as an alias (characteristics in characteristic_map, the other
// kinds in import_aliases, migrations/370), so the next file matches by itself; a characteristic or a site
// may be added as new instead. Then the held rows are mapped again through the import's own path
// (importer.ts runImport: one transaction, the same loader, idempotent by result key, the derived data
// rebuilt after the commit as after an import); rows still waiting for a value stay held.
import Papa from 'papaparse';
import type { PoolClient } from 'pg';
import type { Database } from '../../db/types';
import { FieldError } from '../../apiProblem';
import type { Resolution, ResolutionReport } from '../../schemas/import';
import { resultReader, type ResultFileKind } from './files';
import { pendingValues } from './heldRows';
import { runImport, type ImportRun } from './importer';
import { isKnownUnit } from './units';

export { pendingValues } from './heldRows';

/** The group of parameters added without one. */
const DEFAULT_GROUP = 'Other';

export interface ResolutionOptions {
  /** Also adds every pending characteristic not mapped as a new parameter (group 'Other', the unit of its rows). */
  acceptNew?: boolean;
  /** Rejected rows listed in the report (all are counted). */
  maxReported?: number;
  /** The name of a resolution's input in errors (default `mappings.<index>`, as the API's body has it). */
  label?: (index: number) => string;
}

/** Counts of what a resolution wrote before mapping the held rows again. */
interface Written {
  aliases: number;
  parametersCreated: number;
}

/** Writes an alias of a kind besides characteristics (import_aliases: one per kind and value, the last given wins). */
async function writeAlias(client: PoolClient, kind: Resolution['kind'], value: string, target: string): Promise<void> {
  await client.query(
    `INSERT INTO import_aliases (kind, value, target) VALUES ($1, $2, $3)
     ON CONFLICT (kind, lower(value)) DO UPDATE SET value = EXCLUDED.value, target = EXCLUDED.target, created_at = now()`,
    [kind, value.trim(), target],
  );
}

/** Maps a characteristic (and fraction) to a parameter, as the seed maps WQX names: a row of characteristic_map. */
async function mapCharacteristic(client: PoolClient, characteristic: string, fraction: string, parameterId: number, preferred = false): Promise<void> {
  await client.query(
    `INSERT INTO characteristic_map (characteristic, sample_fraction, parameter_id, preferred) VALUES ($1, $2, $3, $4)
     ON CONFLICT (characteristic, sample_fraction) DO UPDATE SET parameter_id = EXCLUDED.parameter_id`,
    [characteristic.trim(), fraction.trim(), parameterId, preferred],
  );
}

/** The id of the row a lookup by id or name ($1) finds (an id first); a FieldError naming the input when none. */
async function existing(client: PoolClient, sql: string, target: string, field: string, what: 'parameter' | 'site' | 'flowCondition'): Promise<number> {
  const { rows } = await client.query<{ id: number }>(sql, [target.trim()]);
  if (rows.length === 0) throw new FieldError(field, 'import.pending.noSuchTarget', { what, target });
  return rows[0]!.id;
}

/** The unit most held rows of a characteristic have, the first held of equals (the unit of a parameter added for it). */
async function unitOfHeldRows(client: PoolClient, characteristic: string, fraction: string): Promise<string | undefined> {
  const { rows } = await client.query<{ kind: ResultFileKind | 'feed'; fields: Record<string, string> }>(
    'SELECT kind, fields FROM import_held_rows WHERE pending @> $1::jsonb ORDER BY id',
    [JSON.stringify([{ kind: 'characteristic', value: characteristic, fraction }])],
  );
  const counts = new Map<string, number>();
  for (const { kind, fields } of rows) {
    const unit = kind === 'feed' ? (fields.unit ?? '') : resultReader({ kind, columns: Object.keys(fields) })(Object.values(fields), 'unit');
    if (unit) counts.set(unit, (counts.get(unit) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** A parameter group by name; 'Other' is created when missing. */
async function groupId(client: PoolClient, name: string, field: string): Promise<number> {
  const { rows } = await client.query<{ id: number }>('SELECT id FROM parameter_groups WHERE lower(name) = lower($1)', [name]);
  if (rows[0]) return rows[0].id;
  if (name !== DEFAULT_GROUP) throw new FieldError(field, 'import.pending.noSuchGroup', { name, defaultGroup: DEFAULT_GROUP });
  const created = await client.query<{ id: number }>(
    `INSERT INTO parameter_groups (id, name, sort_order)
     SELECT coalesce(max(id), 0) + 1, $1, coalesce(max(sort_order), 0) + 1 FROM parameter_groups RETURNING id`,
    [name],
  );
  return created.rows[0]!.id;
}

/** Adds a characteristic as a new parameter in `unit` and maps it there. */
async function addParameter(client: PoolClient, characteristic: string, fraction: string, unit: string, spec: NonNullable<Resolution['new']>, field: string): Promise<void> {
  const group = await groupId(client, spec.group ?? DEFAULT_GROUP, `${field}.new.group`);
  const name = spec.name ?? (fraction ? `${characteristic}, ${fraction.toLowerCase()}` : characteristic);
  const { rows } = await client.query<{ id: number }>(
    'INSERT INTO parameters (id, name, abbrev, unit, group_id) SELECT coalesce(max(id), 0) + 1, $1, $1, $2, $3 FROM parameters RETURNING id',
    [name, unit, group],
  );
  // Its one WQX name, the one an export writes.
  await mapCharacteristic(client, characteristic, fraction, rows[0]!.id, true);
}

/** Writes one resolution (a new site is created later, by the run's catalog); returns whether it added a parameter. */
async function write(client: PoolClient, resolution: Resolution, field: string): Promise<boolean> {
  const { kind, value, target } = resolution;
  const fraction = resolution.fraction ?? '';
  if ((target === undefined) === (resolution.new === undefined)) throw new FieldError(`${field}.target`, 'import.pending.targetOrNew');
  if (resolution.new) {
    if (kind === 'characteristic') {
      const unit = resolution.new.unit ?? (await unitOfHeldRows(client, value, fraction));
      if (!unit) throw new FieldError(`${field}.new.unit`, 'import.pending.newParameterUnit', { value });
      await addParameter(client, value, fraction, unit, resolution.new, field);
      return true;
    }
    if (kind !== 'site') throw new FieldError(`${field}.new`, 'import.pending.newOnlySiteOrCharacteristic');
    if (resolution.new.latitude === undefined || resolution.new.longitude === undefined) throw new FieldError(`${field}.new.latitude`, 'import.pending.newSiteCoordinates');
    return false;
  }
  const to = target!.trim();
  const targetField = `${field}.target`;
  switch (kind) {
    case 'characteristic': {
      const id = await existing(client, 'SELECT id FROM parameters WHERE id::text = $1 OR lower(name) = lower($1) OR lower(abbrev) = lower($1) ORDER BY id::text <> $1, id LIMIT 1', to, targetField, 'parameter');
      await mapCharacteristic(client, value, fraction, id);
      return false;
    }
    case 'site': {
      const id = await existing(
        client,
        'SELECT l.id FROM locations l JOIN location_identifiers i ON i.location_id = l.id WHERE l.id::text = $1 OR lower(l.name) = lower($1) OR i.identifier = $1 ORDER BY l.id::text <> $1, l.id LIMIT 1',
        to, targetField, 'site',
      );
      await writeAlias(client, kind, value, String(id));
      return false;
    }
    case 'unit':
      if (!isKnownUnit(to)) throw new FieldError(targetField, 'import.pending.unknownUnit', { unit: to });
      await writeAlias(client, kind, value, to);
      return false;
    case 'flow_condition': {
      const id = await existing(client, 'SELECT id FROM flow_conditions WHERE id IN (1, 2) AND (id::text = $1 OR lower(name) = lower($1))', to, targetField, 'flowCondition');
      await writeAlias(client, kind, value, String(id));
      return false;
    }
    case 'depth_category': {
      const depth = /^none$/i.test(to) || to === '' ? '' : Number(to);
      if (depth !== '' && !(Number.isFinite(depth) && depth >= 0)) throw new FieldError(targetField, 'import.pending.depthCategory');
      await writeAlias(client, kind, value, String(depth));
      return false;
    }
  }
}

/**
 * Adds every pending characteristic no mapping covers as a new parameter; returns how many. One whose held
 * rows have no unit stays pending (its unit must be given).
 */
async function acceptNewCharacteristics(client: PoolClient): Promise<number> {
  const { rows } = await client.query<{ value: string; fraction: string }>(
    `SELECT v.value, v.fraction FROM import_pending_values v
      WHERE v.kind = 'characteristic'
        AND NOT EXISTS (SELECT 1 FROM characteristic_map m WHERE lower(m.characteristic) = lower(v.value) AND lower(m.sample_fraction) IN (lower(v.fraction), ''))
      ORDER BY v.value, v.fraction`,
  );
  let added = 0;
  for (const { value, fraction } of rows) {
    const unit = await unitOfHeldRows(client, value, fraction);
    if (!unit) continue;
    await addParameter(client, value, fraction, unit, {}, `characteristic '${value}'`);
    added += 1;
  }
  return added;
}

/** Creates the sites given as new (the catalog names them as a station file's), then maps the held rows again. */
async function createSitesAndRetry(run: ImportRun, resolutions: readonly Resolution[]): Promise<void> {
  for (const { kind, value, new: spec } of resolutions) {
    if (kind !== 'site' || !spec || spec.latitude === undefined || spec.longitude === undefined) continue;
    await run.catalog.createSite({ identifier: value.trim(), organization: '', name: spec.name ?? value.trim(), type: spec.type ?? '', latitude: spec.latitude, longitude: spec.longitude, huc8: '', county: '' });
  }
  await run.retryHeld();
}

/**
 * Applies mappings and additions (and with `acceptNew` adds every pending characteristic left as a new
 * parameter), then loads the held rows whose values are all known now. One transaction: a mapping that
 * is refused (FieldError naming it) changes nothing.
 */
export async function resolvePending(db: Database, resolutions: readonly Resolution[], options: ResolutionOptions = {}): Promise<ResolutionReport> {
  const label = options.label ?? ((index: number) => `mappings.${index}`);
  const written: Written = { aliases: 0, parametersCreated: 0 };
  const outcome = await runImport(
    db,
    { maxReported: options.maxReported },
    (run) => createSitesAndRetry(run, resolutions),
    async (client) => {
      for (const [index, resolution] of resolutions.entries()) {
        if (await write(client, resolution, label(index))) written.parametersCreated += 1;
        else if (!resolution.new) written.aliases += 1;
      }
      if (options.acceptNew) written.parametersCreated += await acceptNewCharacteristics(client);
    },
  );
  const { run } = outcome;
  return {
    aliases: written.aliases,
    parametersCreated: written.parametersCreated,
    sitesCreated: run.catalog.createdSites.length,
    ...run.retried,
    rejectedRows: run.rejectedRows,
    pendingValues: await pendingValues(db),
    afterCommitError: outcome.afterCommitError,
  };
}

/** Columns of an aliases file besides kind, value, fraction and target: what a value added as new needs. */
const NEW_COLUMNS = ['name', 'group', 'unit', 'latitude', 'longitude', 'type'] as const;
const KINDS: readonly Resolution['kind'][] = ['site', 'characteristic', 'unit', 'flow_condition', 'depth_category'];

/**
 * An aliases CSV (docs/import.md): columns kind, value, fraction, target (header required; fraction may be
 * empty); target 'new' adds the value as new, with the optional columns name, group, unit, latitude,
 * longitude, type. FieldError naming the line for a line it cannot take.
 */
export function parseAliases(text: string, file: string): Resolution[] {
  const { data } = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true, transformHeader: (name) => name.trim().toLowerCase() });
  return data.map((row, index) => {
    const line = `${file}:${index + 2}`;
    const cell = (column: string) => (row[column] ?? '').trim();
    const kind = cell('kind') as Resolution['kind'];
    if (!KINDS.includes(kind)) throw new FieldError(line, 'import.aliases.kind', { kind: cell('kind'), kinds: KINDS.join(', ') });
    if (!cell('value')) throw new FieldError(line, 'import.aliases.noValue');
    const resolution: Resolution = { kind, value: cell('value'), fraction: cell('fraction') };
    if (cell('target').toLowerCase() !== 'new') return { ...resolution, target: cell('target') };
    const spec: NonNullable<Resolution['new']> = {};
    for (const column of NEW_COLUMNS) {
      const text = cell(column);
      if (!text) continue;
      if (column === 'latitude' || column === 'longitude') {
        const number = Number(text);
        if (!Number.isFinite(number)) throw new FieldError(line, 'import.aliases.notANumber', { column, text });
        spec[column] = number;
      } else spec[column] = text;
    }
    return { ...resolution, new: spec };
  });
}
