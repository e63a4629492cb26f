// The scale bar and north arrow of the exports (pure, unit tested). Imperial, as the map's own scale
// bar (spec 01 §2): feet below a mile, miles beyond.

const EARTH_CIRCUMFERENCE_M = 40_075_016.686;
/** Web-mercator tiles of both engines are 512 CSS pixels at zoom 0. */
const WORLD_SIZE_AT_ZOOM_0 = 512;
const FEET_PER_METER = 3.280_84;
const FEET_PER_MILE = 5280;

/** Ground metres per CSS pixel at a latitude and zoom (web mercator). */
export function metersPerPixel(latitude: number, zoom: number): number {
  return (EARTH_CIRCUMFERENCE_M * Math.cos((latitude * Math.PI) / 180)) / (WORLD_SIZE_AT_ZOOM_0 * 2 ** zoom);
}

/** The largest 1, 2 or 5 × 10^n not above a value. */
function roundDown(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const digit = value / power;
  return (digit >= 5 ? 5 : digit >= 2 ? 2 : 1) * power;
}

export interface ScaleBar {
  /** Length of the bar in CSS pixels of the map. */
  width: number;
  label: string;
}

/** A round imperial distance (1, 2 or 5 × 10^n feet or miles) whose bar fits within maxWidth pixels. */
export function imperialScaleBar(metersPerCssPixel: number, maxWidth: number): ScaleBar {
  const maxFeet = metersPerCssPixel * maxWidth * FEET_PER_METER;
  if (maxFeet >= FEET_PER_MILE) {
    const miles = roundDown(maxFeet / FEET_PER_MILE);
    return { width: (miles * FEET_PER_MILE) / FEET_PER_METER / metersPerCssPixel, label: `${miles.toLocaleString('en-US')} ${miles === 1 ? 'mile' : 'miles'}` };
  }
  const feet = roundDown(maxFeet);
  return { width: feet / FEET_PER_METER / metersPerCssPixel, label: `${feet.toLocaleString('en-US')} ft` };
}
