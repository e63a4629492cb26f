// What an import looks rows up in, read once per import inside its transaction: the characteristic
// map, the parameters' units, the sites by WQX identifier and the organisations by abbreviation; sites
// and organisations a file brings are created here (ids max + 1, as the generator numbers them).
import type { PoolClient } from 'pg';
import { basinCounties } from '../../generator/counties';
import { LocationType } from '../../generator/catalog';

export interface KnownSite {
  id: number;
  typeId: number;
}

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

const mappingKey = (characteristic: string, fraction: string) => `${characteristic.toLowerCase()}\u0000${fraction.toLowerCase()}`;

export class ImportCatalog {
  private readonly countyNames: Map<string, string>;
  private nextLocationId = 0;
  private nextOrganizationId = 0;
  readonly createdSites: number[] = [];
  organizationsCreated = 0;

  private constructor(
    private readonly client: PoolClient,
    private readonly mapping: Map<string, number>,
    readonly parameterUnits: Map<number, string>,
    private readonly sites: Map<string, KnownSite>,
    private readonly siteNames: Set<string>,
    private readonly organizations: Map<string, number>,
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
    const catalog = new ImportCatalog(
      client,
      new Map(mapping.rows.map((row) => [mappingKey(row.characteristic, row.sample_fraction), row.parameter_id])),
      new Map(parameters.rows.map((row) => [row.id, row.unit])),
      new Map(sites.rows.map((row) => [row.identifier, { id: row.id, typeId: row.type_id }])),
      new Set(sites.rows.map((row) => row.name)),
      new Map(organizations.rows.map((row) => [row.abbrev, row.id])),
    );
    catalog.nextLocationId = next.rows[0]?.location ?? 1;
    catalog.nextOrganizationId = next.rows[0]?.organization ?? 1;
    return catalog;
  }

  /** The parameter of a characteristic and fraction: the exact pair first, then the characteristic with fraction ''. */
  parameterOf(characteristic: string, fraction: string): number | undefined {
    return this.mapping.get(mappingKey(characteristic, fraction)) ?? this.mapping.get(mappingKey(characteristic, ''));
  }

  site(identifier: string): KnownSite | undefined {
    return this.sites.get(identifier);
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
    const name = short && !this.siteNames.has(short) ? short : site.identifier;
    const created = { id: this.nextLocationId++, typeId: locationTypeOf(site.type) };
    await this.beforeWrite();
    await this.client.query(
      `INSERT INTO locations (id, name, description, type_id, latitude, longitude, county, huc_8, is_ccbwqa, identifier)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, false, $9)`,
      [created.id, name, site.name || site.identifier, created.typeId, site.latitude, site.longitude, this.countyOf(site.county), site.huc8 || null, site.identifier],
    );
    this.sites.set(site.identifier, created);
    this.siteNames.add(name);
    this.createdSites.push(created.id);
    return created;
  }
}
