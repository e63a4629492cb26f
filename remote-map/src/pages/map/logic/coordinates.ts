/** A point typed into the map's address/coordinate search. */
export interface Coordinates {
  lat: number;
  lng: number;
}

type Axis = 'lat' | 'lng';

const NUMBER = '([-+]?(?:\\d+(?:\\.\\d*)?|\\.\\d+))';
/** An optional axis label ("lat", "Latitude", "lng", "lon", "long", "longitude") with ':' or '='. */
const LABEL = '(?:(lat(?:itude)?|lng|lon(?:g(?:itude)?)?)\\s*[:=]?\\s*)?';
/** A degree sign may follow a number, as in values copied from other map tools. */
const DEGREES = '\\s*°?';
/** Exactly two numbers, each with an optional label, separated by a comma, semicolon or spaces. */
const PAIR = new RegExp(`^\\s*${LABEL}${NUMBER}${DEGREES}(?:\\s*[,;]\\s*|\\s+)${LABEL}${NUMBER}${DEGREES}\\s*$`, 'i');

function axisOf(label: string | undefined): Axis | null {
  if (label === undefined) return null;
  return label.toLowerCase().startsWith('lat') ? 'lat' : 'lng';
}

function isValid(point: Coordinates): boolean {
  return Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180;
}

/**
 * Reads a coordinate pair from the search box (spec 01 §5), or null when the text is not one (so the
 * box falls back to an address search). Labels decide the order when present; without labels
 * 'lat, lng' is tried first and then 'lng, lat', since people paste both orders.
 */
export function parseCoordinates(text: string): Coordinates | null {
  const match = PAIR.exec(text);
  if (!match) return null;
  const [, firstLabel, firstText, secondLabel, secondText] = match;
  const first = Number(firstText);
  const second = Number(secondText);
  const firstAxis = axisOf(firstLabel);
  const secondAxis = axisOf(secondLabel);
  if (firstAxis !== null && firstAxis === secondAxis) return null;

  if (firstAxis === 'lng' || secondAxis === 'lat') {
    const point = { lat: second, lng: first };
    return isValid(point) ? point : null;
  }
  if (firstAxis === 'lat' || secondAxis === 'lng') {
    const point = { lat: first, lng: second };
    return isValid(point) ? point : null;
  }
  const latFirst = { lat: first, lng: second };
  if (isValid(latFirst)) return latFirst;
  const lngFirst = { lat: second, lng: first };
  return isValid(lngFirst) ? lngFirst : null;
}
