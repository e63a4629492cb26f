import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { PARAMETER_NOTES } from '@basin/api/domainNotes';
import { ROUTE_GROUPS, ROUTE_TABLE } from '../routing/routeTable';
import { ANALYSES, BENCHMARK_CLASSES, FLOW_CONDITION_LABELS, FLOWS, NUTRIENT_LIMITATIONS, SCALE_TYPES, SEASONS, TREND_CLASSES, WATERSHED_PARAMETER_GROUPS } from '@basin/api/domain';
import { GLOSSARY } from '../glossary/glossary';
import { DOMAIN_PARAMETER_GROUP_IDS, DOMAIN_PARAMETER_IDS, LOCATION_TYPE_NAMES } from './domainLabels';
import { LANGUAGES } from './language';

// Every app's catalogue (docs/i18n.md): English and Spanish have the same keys and the same placeholders,
// every message is valid ICU MessageFormat, every key is used by the code and every key the code names exists.

const ROOT = path.join(__dirname, '../../..');
/** Each app's folder and the namespace its keys start with. */
const APPS: Record<string, string> = { shared: 'shared', host: 'host', 'remote-map': 'map', 'remote-explore': 'explore', 'remote-wq-update': 'wqUpdate', 'remote-tools': 'tools' };
/** Each catalogue: its folder and its app (shared has two: what every page may show, and its kits'). */
const CATALOGUES = [
  ...Object.keys(APPS).map((app) => ({ name: app, app, folder: `${app}/src/i18n` })),
  { name: 'shared-kit', app: 'shared', folder: 'shared/src/i18n/kit' },
];

/** Keys the code builds from data (a route's path, a group): each family is checked against its list. */
const DYNAMIC_FAMILIES: Record<string, string[]> = {
  'shared.route.': ROUTE_TABLE.flatMap((route) => [`shared.route.${route.path}.title`, ...(route.description ? [`shared.route.${route.path}.description`] : [])]),
  'shared.routeGroup.': ROUTE_GROUPS.map((group) => `shared.routeGroup.${group}`),
  'map.note.': Object.entries(PARAMETER_NOTES).flatMap(([id, note]) => [`map.note.${id}.what`, `map.note.${id}.why`, ...(note.benchmark ? [`map.note.${id}.benchmark`] : [])]),
  // The domain's vocabulary (shared/src/i18n/domainLabels.ts), one family per api/src/domain.ts constant.
  'shared.domain.flow.': FLOWS.map((flow) => `shared.domain.flow.${flow}`),
  'shared.domain.flowCondition.': Object.keys(FLOW_CONDITION_LABELS).map((condition) => `shared.domain.flowCondition.${condition}`),
  'shared.domain.benchmarkClass.': BENCHMARK_CLASSES.map((value) => `shared.domain.benchmarkClass.${value}`),
  'shared.domain.trend.': TREND_CLASSES.map((trend) => `shared.domain.trend.${trend}`),
  'shared.domain.analysis.': ANALYSES.map((analysis) => `shared.domain.analysis.${analysis}`),
  'shared.domain.season.': SEASONS.map((season) => `shared.domain.season.${season}`),
  'shared.domain.scaleType.': SCALE_TYPES.map((scaleType) => `shared.domain.scaleType.${scaleType}`),
  'shared.domain.nutrientLimitation.': NUTRIENT_LIMITATIONS.map((limitation) => `shared.domain.nutrientLimitation.${limitation}`),
  'shared.domain.watershedGroup.': WATERSHED_PARAMETER_GROUPS.map((group) => `shared.domain.watershedGroup.${group.value}`),
  'shared.domain.locationType.': LOCATION_TYPE_NAMES.map((type) => `shared.domain.locationType.${type}`),
  'shared.domain.parameter.': DOMAIN_PARAMETER_IDS.map((id) => `shared.domain.parameter.${id}`),
  'shared.glossary.': [...Object.keys(GLOSSARY).flatMap((key) => [`shared.glossary.${key}.term`, `shared.glossary.${key}.definition`]), 'shared.glossary.more'],
  'shared.domain.parameterGroup.': DOMAIN_PARAMETER_GROUP_IDS.map((id) => `shared.domain.parameterGroup.${id}`),
};

function readCatalogue(folder: string, language: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(ROOT, folder, `${language}.json`), 'utf8')) as Record<string, string>;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The names a message's placeholders, plurals, selects and tags use, sorted. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): string[] {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    if (element.type === TYPE.tag) argumentsOf(element.children, names);
  }
  return [...names].sort();
}

const catalogues = CATALOGUES.map(({ name, app, folder }) => ({ name, namespace: APPS[app]!, messages: Object.fromEntries(LANGUAGES.map((language) => [language, readCatalogue(folder, language)])) }));
const sources = Object.fromEntries(Object.keys(APPS).map((app) => [app, sourceFiles(path.join(ROOT, app, 'src')).map((file) => fs.readFileSync(file, 'utf8')).join('\n')]));
const allSource = Object.values(sources).join('\n');

describe.each(catalogues)('the $name catalogue', ({ namespace, messages }) => {
  const english = messages.en!;

  it('has the same keys in every language', () => {
    for (const language of LANGUAGES) expect(Object.keys(messages[language]!).sort()).toEqual(Object.keys(english).sort());
  });

  it(`names its keys ${namespace}.*`, () => {
    expect(Object.keys(english).filter((key) => !key.startsWith(`${namespace}.`))).toEqual([]);
  });

  it('has valid ICU messages with the same placeholders in every language', () => {
    for (const [key, message] of Object.entries(english)) {
      const expected = argumentsOf(parse(message));
      for (const language of LANGUAGES) {
        const translated = messages[language]![key];
        expect({ key, language, placeholders: translated === undefined ? 'missing' : argumentsOf(parse(translated)) }).toEqual({ key, language, placeholders: expected });
        expect({ key, language, empty: translated?.trim() === '' }).toEqual({ key, language, empty: false });
      }
    }
  });

  it('has no key the code does not use', () => {
    const unused = Object.keys(english).filter((key) => {
      const family = Object.keys(DYNAMIC_FAMILIES).find((prefix) => key.startsWith(prefix));
      if (family) return !DYNAMIC_FAMILIES[family]!.includes(key);
      return !allSource.includes(`'${key}'`);
    });
    expect(unused).toEqual([]);
  });
});

describe('the code and the catalogues', () => {
  const allKeys = new Set(catalogues.flatMap(({ messages }) => Object.keys(messages.en!)));

  it('has each key in one catalogue only', () => {
    const keys = catalogues.flatMap(({ messages }) => Object.keys(messages.en!));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('names only keys a catalogue has', () => {
    const named = [...allSource.matchAll(/\bt(?:\.rich)?\(\s*'([A-Za-z]+\.[^']+)'/g)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(0);
    expect([...new Set(named)].filter((key) => !allKeys.has(key))).toEqual([]);
  });

  it('has every dynamic family in full', () => {
    for (const keys of Object.values(DYNAMIC_FAMILIES)) expect(keys.filter((key) => !allKeys.has(key))).toEqual([]);
  });

  it('keeps the route table’s English (the spec’s titles) in the catalogue', () => {
    const english = readCatalogue('shared/src/i18n', 'en');
    for (const route of ROUTE_TABLE) {
      expect(english[`shared.route.${route.path}.title`]).toBe(route.title);
      if (route.description) expect(english[`shared.route.${route.path}.description`]).toBe(route.description);
    }
  });
});
