/** Mean Earth radius in feet (6,371,008.8 m). */
const EARTH_RADIUS_FT = 6_371_008.8 / 0.3048;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in feet between two [lng, lat] points (haversine). */
export function distanceFeet([lng1, lat1]: readonly [number, number], [lng2, lat2]: readonly [number, number]): number {
  const dLat = radians(lat2 - lat1);
  const dLng = radians(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_FT * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Length in feet of a path of [lng, lat] points. */
export function pathLengthFeet(points: ReadonlyArray<readonly [number, number]>): number {
  let total = 0;
  for (let index = 1; index < points.length; index++) total += distanceFeet(points[index - 1]!, points[index]!);
  return total;
}

/** '1,234 ft' below a mile, '2.35 mi (12,408 ft)' above. */
export function formatFeet(feet: number): string {
  const rounded = Math.round(feet).toLocaleString('en-US');
  return feet < 5280 ? `${rounded} ft` : `${(feet / 5280).toFixed(2)} mi (${rounded} ft)`;
}
