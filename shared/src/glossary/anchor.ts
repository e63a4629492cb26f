/**
 * The id of a term's entry on the glossary page: the key in kebab case ('photicZone' → 'photic-zone').
 * A module of its own, without imports: the e2e tests read it too.
 */
export function glossaryAnchor(key: string): string {
  return key.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase();
}
