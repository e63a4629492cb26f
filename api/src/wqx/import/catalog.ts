// What an import looks rows up in, read once per import inside its transaction: the characteristic
// map, the parameters' units, the sites by WQX identifier (and by name, for the lab format), the
// organisations by abbreviation, and the aliases staff gave to values files wrote (migrations/370);
// sites and organisations a file brings, and what staff add as new, are created here (ids max + 1, as
// the generator numbers them).
import type { PoolClient } from 'pg';
import { basinCounties } from '../../generator/counties';
import { FlowCondition, LocationType } from '../../generator/catalog';
import type { PendingKind } from '../../schemas/import';
import type { KnownSite, ValueLookups } from './resultRow';
import { isKnownUnit } from './units';

export type { KnownSite } from './resultRow';

export interface NewSite {
  identifier: string;
  organization: string;
  name: string;
  type: string;
  latitude: number;
  longitude: number;
  huc8: string;
  county: string;
}

const COLORADO_FIPS = '08';

/** WQX MonitoringLocationTypeName to the portal's location type. */
export function locationTypeOf(typeName: string): number {
  if (/lake|reservoir|pond|impoundment/i.test(typeName)) return LocationType.Reservoir;
  if (/well|subsurface|aquifer/i.test(typeName)) return LocationType.Groundwater;
  return LocationType.SurfaceWater;
}

const mappingKey = (characteristic: string, fraction: string) => `${characteristic.trim().toLowerCase()}\u0000${fraction.trim().toLowerCase()}`;
/** Aliases, site names, flow conditions and depth categories match case-insensitively. */
const valueKey = (value: string) => value.trim().toLowerCase();

/** The kinds of alias in import_aliases (characteristics are mapped in characteristic_map). */
export type AliasKind = Exclude<PendingKind, 'characteristic'>;

/**
 * HydrologicEvent values (WQX's domain) and lab flow conditions the portal knows without an alias: a
 * storm, else a base flow sample ('' too: a stream sample without an event is a routine, base flow one,
 * as the generator gives every stream sample a flow condition). Others ('Flood', 'Snowmelt', 'Drought',
 * ...) wait for staff. The names of flow_conditions (Storm, Base) are known too (load()).
 */
const FLOW_EVENTS: Readonly<Record<string, number>> = {
  storm: FlowCondition.Storm,
  stormflow: FlowCondition.Storm,
  'storm flow': FlowCondition.Storm,
  '': FlowCondition.Base,
  base: FlowCondition.Base,
  baseflow: FlowCondition.Base,
  'base flow': FlowCondition.Base,
  'routine sample': FlowCondition.Base,
  'not applicable': FlowCondition.Base,
};

/** Depths written as words the portal knows: results.depth_m is null for surface grabs and composites (001_schema.sql). */
const DEPTH_CATEGORIES: Readonly<Record<string, number | null>> = { surface: null, composite: null };

export class ImportCatalog implements ValueLookups {
  private readonly countyNames: Map<string, string>;
  private readonly unitCodes = new Map<string, string | undefined>();
  private nextLocationId = 0;
  private nextOrganizationId = 0;
  readonly createdSites: number[] = [];
  organizationsCreated = 0;

  private constructor(
    private readonly client: PoolClient,
    private readonly mapping: Map<string, number>,
    readonly parameterUnits: Map<number, string>,
    private readonly sites: Map<string, KnownSite>,
    /** By valueKey(name). */
    private readonly siteNames: Map<string, KnownSite>,
    private readonly organizations: Map<string, number>,
    /** By kind, then valueKey(value): the target. */
    private readonly aliases: Map<AliasKind, Map<string, string>>,
    private readonly flowConditions: Map<string, number>,
    private readonly sitesById: Map<number, KnownSite>,
  ) {
    this.countyNames = new Map(basinCounties().map((county) => [county.properties.fips, county.properties.name]));
  }

  /** Awaited before each statement of its own (the result loader may be writing on the same client). */
  beforeWrite: () => Promise<void> = () => Promise.resolve();

  static async load(client: PoolClient): Promise<ImportCatalog> {
    // One client runs one query at a time.
    const mapping = await client.query<{ characteristic: string; sample_fraction: string; parameter_id: number }>(
      'SELECT characteristic, sample_fraction, parameter_id FROM characteristic_map',
    );
    const parameters = await client.query<{ id: number; unit: string }>('SELECT id, unit FROM parameters');
    const sites = await client.query<{ identifier: string; id: number; type_id: number; name: string }>(
      'SELECT i.identifier, l.id, l.type_id, l.name FROM location_identifiers i JOIN locations l ON l.id = i.location_id',
    );
    const organizations = await client.query<{ abbrev: string; id: number }>('SELECT abbrev, id FROM organizations');
    const next = await client.query<{ location: number; organization: number }>(
      'SELECT coalesce((SELECT max(id) FROM locations), 0) + 1 AS location, coalesce((SELECT max(id) FROM organizations), 0) + 1 AS organization',
    );
    const aliases = await client.query<{ kind: AliasKind; value: string; target: string }>('SELECT kind, value, target FROM import_aliases');
    const flowConditions = await client.query<{ name: string; id: number }>(`SELECT name, id FROM flow_conditions WHERE id IN (${FlowCondition.Storm}, ${FlowCondition.Base})`);
    const known = sites.rows.map((row) => ({ ...row, site: { id: row.id, typeId: row.type_id } }));
    const aliasesByKind = new Map<AliasKind, Map<string, string>>();
    for (const row of aliases.rows) {
      const ofKind = aliasesByKind.get(row.kind) ?? new Map<string, string>();
      aliasesByKind.set(row.kind, ofKind.set(valueKey(row.value), row.target));
    }
    const catalog = new ImportCatalog(
      client,
      new Map(mapping.rows.map((row) => [mappingKey(row.characteristic, row.sample_fraction), row.parameter_id])),
      new Map(parameters.rows.map((row) => [row.id, row.unit])),
      new Map(known.map((row) => [row.identifier, row.site])),
      new Map(known.map((row) => [valueKey(row.name), row.site])),
      new Map(organizations.rows.map((row) => [row.abbrev, row.id])),
      aliasesByKind,
      new Map([...Object.entries(FLOW_EVENTS), ...flowConditions.rows.map((row): [string, number] => [valueKey(row.name), row.id])]),
      new Map(known.map((row) => [row.id, row.site])),
    );
    catalog.nextLocationId = next.rows[0]?.location ?? 1;
    catalog.nextOrganizationId = next.rows[0]?.organization ?? 1;
    return catalog;
  }

  /** The parameter of a characteristic and fraction: the exact pair first, then the characteristic with fraction ''. */
  parameterOf(characteristic: string, fraction: string): number | undefined {
    return this.mapping.get(mappingKey(characteristic, fraction)) ?? this.mapping.get(mappingKey(characteristic, ''));
  }

  /** A site by a file's identifier (a lab file's: by name), else by an alias of it. */
  site(identifier: string, byName = false): KnownSite | undefined {
    const site = byName ? this.siteNames.get(valueKey(identifier)) : this.sites.get(identifier);
    return site ?? this.sitesById.get(Number(this.alias('site', identifier)));
  }

  private alias(kind: AliasKind, value: string): string | undefined {
    return this.aliases.get(kind)?.get(valueKey(value));
  }

  unit(code: string): string | undefined {
    if (!this.unitCodes.has(code)) {
      const alias = this.alias('unit', code);
      this.unitCodes.set(code, code === '' || isKnownUnit(code) ? code : alias !== undefined && isKnownUnit(alias) ? alias : undefined);
    }
    return this.unitCodes.get(code);
  }

  flowCondition(event: string): number | undefined {
    const known = this.flowConditions.get(valueKey(event));
    if (known !== undefined) return known;
    const alias = Number(this.alias('flow_condition', event));
    return alias === FlowCondition.Storm || alias === FlowCondition.Base ? alias : undefined;
  }

  depthCategory(text: string): number | null | undefined {
    const key = valueKey(text);
    if (key in DEPTH_CATEGORIES) return DEPTH_CATEGORIES[key];
    const alias = this.alias('depth_category', text);
    if (alias === undefined) return undefined;
    return alias === '' ? null : Number(alias);
  }

  /** The id of an organisation known already (no await per row for the usual case). */
  knownOrganization(abbrev: string): number | undefined {
    return this.organizations.get(abbrev);
  }

  async organization(abbrev: string, name: string): Promise<number> {
    const known = this.organizations.get(abbrev);
    if (known !== undefined) return known;
    const id = this.nextOrganizationId++;
    await this.beforeWrite();
    // organizations.name is unique: a formal name another abbreviation has already gets the abbreviation added.
    await this.client.query(
      `INSERT INTO organizations (id, name, abbrev)
       SELECT $1, CASE WHEN EXISTS (SELECT 1 FROM organizations WHERE name = $2) THEN $2 || ' (' || $3 || ')' ELSE $2 END, $3`,
      [id, name || abbrev, abbrev],
    );
    this.organizations.set(abbrev, id);
    this.organizationsCreated += 1;
    return id;
  }

  /** County name of a WQX CountyCode (FIPS, 3 digits within Colorado or 5 with the state); else the code itself. */
  countyOf(code: string): string | null {
    if (!code) return null;
    const fips = code.length === 3 ? COLORADO_FIPS + code : code;
    return this.countyNames.get(fips) ?? code;
  }

  /** Creates a site a file describes (unless it exists already) and returns it. */
  async createSite(site: NewSite): Promise<KnownSite> {
    const known = this.sites.get(site.identifier);
    if (known) return known;
    // 'USGS-06713000' of organisation 'USGS-CO' is '06713000' (the agency code before the state's).
    const prefix = [`${site.organization}-`, `${site.organization.split('-')[0]}-`].find((candidate) => site.identifier.startsWith(candidate));
    const short = prefix ? site.identifier.slice(prefix.length) : site.identifier;
    const name = short && !this.siteNames.has(valueKey(short)) ? short : site.identifier;
    const created = { id: this.nextLocationId++, typeId: locationTypeOf(site.type) };
    await this.beforeWrite();
    await this.client.query(
      `INSERT INTO locations (id, name, description, type_id, latitude, longitude, county, huc_8, is_ccbwqa, identifier)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, false, $9)`,
      [created.id, name, site.name || site.identifier, created.typeId, site.latitude, site.longitude, this.countyOf(site.county), site.huc8 || null, site.identifier],
    );
    this.sites.set(site.identifier, created);
    this.siteNames.set(valueKey(name), created);
    this.sitesById.set(created.id, created);
    this.createdSites.push(created.id);
    return created;
  }
}
