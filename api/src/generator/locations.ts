// The monitoring locations: the eight fixed ids of the spec and ~140 generated ones along the streams
// (CCBWQA stream sites, some with telemetry, some inactive), alluvial groundwater wells and other
// public (partner agency) sites.
import { countyAt, geography, nearestVertex, pointAlong, round6, vertexAlong, type Geography, type LonLat, type Stream } from './basin';
import { LocationType, Organization } from './catalog';
import { Random } from './prng';

export const FIRST_WATER_YEAR = 1992;
export const LAST_WATER_YEAR = 2026;

/** What is sampled at a location and how often. */
export type Program =
  | 'reservoir-station' // depth profiles and photic/bottom samples
  | 'reservoir-composite' // photic-zone composite samples
  | 'stream-full' // monthly base flow + storm samples, full parameter list
  | 'stream-basic' // monthly base flow + storm samples, core parameters
  | 'groundwater' // quarterly well samples
  | 'weather'; // precipitation only

export interface Site {
  id: number;
  name: string;
  description: string;
  typeId: number;
  lon: number;
  lat: number;
  county: string;
  huc12: string;
  isCcbwqa: boolean;
  active: boolean;
  telem: boolean;
  firstWaterYear: number;
  lastWaterYear: number;
  notes: string | null;
  program: Program;
  organizationId: number;
  /** Typical base flow in cfs (streams). */
  baseFlow: number;
  /** Site-specific multiplier of concentrations (geology, land use). */
  concentrationFactor: number;
}

const FIXED_IDS = new Set([79, 80, 81, 120, 68, 83, 155, 156]);

function fixedSites({ mainStem, tributaries }: Geography): Site[] {
  // The two inflow sites lie on their streams just above the reservoir.
  const [cc10Lon, cc10Lat] = nearestVertex(mainStem.path, [-104.818, 39.612]);
  const [ct2Lon, ct2Lat] = vertexAlong(tributaries.find((stream) => stream.code === 'CT')!.path, 0.96);
  const common = {
    county: 'Arapahoe',
    isCcbwqa: true,
    active: true,
    firstWaterYear: FIRST_WATER_YEAR,
    lastWaterYear: LAST_WATER_YEAR,
    notes: null,
    organizationId: Organization.Authority,
    baseFlow: 0,
    concentrationFactor: 1,
  };
  const reservoir = { ...common, typeId: LocationType.Reservoir, huc12: '101900030108', telem: false };
  return [
    { ...reservoir, id: 79, name: 'CCR-1', description: 'Cherry Creek Reservoir station 1 (near the dam)', lon: -104.858, lat: 39.648, program: 'reservoir-station' },
    { ...reservoir, id: 80, name: 'CCR-2', description: 'Cherry Creek Reservoir station 2 (mid-reservoir)', lon: -104.848, lat: 39.637, program: 'reservoir-station' },
    { ...reservoir, id: 81, name: 'CCR-3', description: 'Cherry Creek Reservoir station 3 (south, near the inflows)', lon: -104.838, lat: 39.63, program: 'reservoir-station' },
    { ...reservoir, id: 120, name: 'CCR Composite', description: 'Cherry Creek Reservoir photic-zone composite of stations 1-3', lon: -104.848, lat: 39.639, program: 'reservoir-composite' },
    {
      ...common,
      id: 68,
      name: 'CC-10',
      description: 'Cherry Creek inflow above the reservoir',
      typeId: LocationType.SurfaceWater,
      lon: cc10Lon,
      lat: cc10Lat,
      huc12: mainStem.huc12,
      telem: true,
      program: 'stream-full',
      baseFlow: 9,
      concentrationFactor: 1,
    },
    {
      ...common,
      id: 83,
      name: 'CT-2',
      description: 'Cottonwood Creek inflow to the reservoir',
      typeId: LocationType.SurfaceWater,
      lon: ct2Lon,
      lat: ct2Lat,
      huc12: '101900030106',
      telem: true,
      program: 'stream-full',
      baseFlow: 2,
      concentrationFactor: 1.1,
      notes: 'Phosphorus reduction facilities upstream since the early 2000s',
    },
    { ...common, id: 155, name: 'CCR-WX', description: 'Reservoir weather station', typeId: LocationType.Weather, lon: -104.852, lat: 39.652, huc12: '101900030108', telem: true, program: 'weather' },
    { ...common, id: 156, name: 'PG-1', description: 'Local precipitation gauge', typeId: LocationType.Weather, lon: -104.77, lat: 39.45, county: 'Douglas', huc12: '101900030103', telem: true, program: 'weather' },
  ];
}

/** Ids 1, 2, 3, ... skipping the fixed ones. */
function* freeIds(): Generator<number> {
  for (let id = 1; ; id++) if (!FIXED_IDS.has(id)) yield id;
}

/** Telemetry gauges besides CC-10 and CT-2. */
const TELEMETRY_SITES = new Set(['CC-6', 'PC-1']);

export function generateSites(seed: string | number): Site[] {
  const random = new Random(seed, 'locations');
  const basin = geography(seed);
  const MAIN_STEM = basin.mainStem;
  const TRIBUTARIES = basin.tributaries;
  const ids = freeIds();
  const nextId = () => ids.next().value as number;
  const sites = fixedSites(basin);
  /** A stream site: exactly on a vertex of its stream. Two draws are kept so every later draw (and so the results) stays as before the streams were traced. */
  const onStream = (stream: Stream, fraction: number, spread: number): LonLat => {
    random.between(-spread, spread);
    random.between(-spread, spread);
    return vertexAlong(stream.path, fraction);
  };

  const periodOfRecord = (alwaysActive: boolean) => {
    const first = random.chance(0.3) ? FIRST_WATER_YEAR : random.int(FIRST_WATER_YEAR, 2014);
    const active = alwaysActive || random.chance(0.85);
    const last = active ? LAST_WATER_YEAR : Math.min(first + random.int(4, 14), 2021);
    return { firstWaterYear: first, lastWaterYear: last, active };
  };

  const streamSite = (stream: Stream, index: number, fraction: number, mainStem: boolean): Site => {
    const name = `${stream.code}-${index}`;
    const telem = TELEMETRY_SITES.has(name);
    const position = onStream(stream, fraction, 0.004);
    return {
      id: nextId(),
      name,
      description: `${stream.name} ${mainStem ? 'main stem' : 'tributary'} site ${index}`,
      typeId: LocationType.SurfaceWater,
      lon: position[0],
      lat: position[1],
      county: countyAt(position),
      huc12: stream.huc12,
      isCcbwqa: true,
      ...periodOfRecord(telem),
      telem,
      notes: telem ? '15-minute flow and stage telemetry' : null,
      program: mainStem || index <= 2 ? 'stream-full' : 'stream-basic',
      organizationId: Organization.Authority,
      baseFlow: round6(mainStem ? 1 + 7 * fraction : random.between(0.2, 2.5) * (0.5 + fraction)),
      concentrationFactor: Math.exp(0.25 * random.normal()),
    };
  };

  // Main stem: CC-1 .. CC-12 from the headwaters down; CC-10 is the fixed inflow site 68.
  for (let index = 1; index <= MAIN_STEM.sites + 1; index++) {
    if (index === 10) continue;
    sites.push(streamSite(MAIN_STEM, index, (index - 0.5) / (MAIN_STEM.sites + 1), true));
  }
  // Tributaries: sites numbered from the mouth up (CT-2 is the fixed Cottonwood inflow site 83).
  for (const stream of TRIBUTARIES) {
    for (let index = 1; index <= stream.sites; index++) {
      if (stream.code === 'CT' && index === 2) continue;
      sites.push(streamSite(stream, index, 1 - index / (stream.sites + 1.5), false));
    }
  }
  // Alluvial monitoring wells beside the main stem and the larger tributaries.
  for (let index = 1; index <= 26; index++) {
    const stream = index <= 14 ? MAIN_STEM : random.pick(TRIBUTARIES.slice(0, 6));
    const [lon, lat] = pointAlong(stream.path, random.between(0.2, 0.98));
    const position: LonLat = [round6(lon + random.between(-0.01, 0.01)), round6(lat + random.between(-0.01, 0.01))];
    sites.push({
      id: nextId(),
      name: `MW-${index}`,
      description: `Alluvial monitoring well ${index} (${stream.name})`,
      typeId: LocationType.Groundwater,
      lon: position[0],
      lat: position[1],
      county: countyAt(position),
      huc12: stream.huc12,
      isCcbwqa: true,
      ...periodOfRecord(false),
      telem: false,
      notes: null,
      program: 'groundwater',
      organizationId: Organization.Authority,
      baseFlow: 0,
      concentrationFactor: Math.exp(0.3 * random.normal()),
    });
  }
  // Other public sites: partner agencies' stream stations.
  const partners = [Organization.Usgs, Organization.Semswa, Organization.Cdphe, Organization.Cpw] as const;
  for (let index = 1; sites.length < 148; index++) {
    const stream = random.chance(0.4) ? MAIN_STEM : random.pick(TRIBUTARIES);
    const organizationId = random.pick(partners);
    const fraction = random.between(0.1, 0.95);
    const position = onStream(stream, fraction, 0.006);
    const prefix = { [Organization.Usgs]: 'USGS', [Organization.Semswa]: 'SEMSWA', [Organization.Cdphe]: 'CDPHE', [Organization.Cpw]: 'CPW' }[organizationId];
    const period = periodOfRecord(false);
    sites.push({
      id: nextId(),
      name: `${prefix}-${String(index).padStart(3, '0')}`,
      description: `${stream.name} at partner station ${index}`,
      typeId: LocationType.SurfaceWater,
      lon: position[0],
      lat: position[1],
      county: countyAt(position),
      huc12: stream.huc12,
      isCcbwqa: false,
      ...period,
      firstWaterYear: Math.max(period.firstWaterYear, 2000),
      lastWaterYear: Math.max(period.lastWaterYear, Math.max(period.firstWaterYear, 2000) + 3),
      telem: false,
      notes: null,
      program: 'stream-basic',
      organizationId,
      baseFlow: round6(random.between(0.3, 6) * (0.4 + fraction)),
      concentrationFactor: Math.exp(0.25 * random.normal()),
    });
  }
  return sites;
}

