// ResultDetectionConditionText values (and the authority's lab qualifiers 'U' and '<') that make a result
// a non-detect: the portal keeps it with its detection limit as the value (001_schema.sql). Other
// conditions ('Detected Not Quantified', 'Present Above Quantification Limit', ...) leave the measured
// value as it is.
const NONDETECT_CONDITIONS = new Set([
  'not detected',
  'below detection limit',
  'below reporting limit',
  'below method detection limit',
  'below daily detection limit',
  'below system detection limit',
  'present below quantification limit',
  'not present',
  'u',
  '<',
]);

export function isNonDetect(condition: string): boolean {
  return NONDETECT_CONDITIONS.has(condition.trim().toLowerCase().replace(/\s+/g, ' '));
}
