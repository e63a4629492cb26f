import { makeLocation } from '../map/testLocations';
import { pageCandidate, parameterCandidate, parameterMapPath, prepareCandidates, searchPortal, siteCandidate, termCandidate, type SearchGroup } from './portalSearch';

const sites = [
  makeLocation({ locationid: 68, location_name: 'CC-10', location_desc: 'Cherry Creek inflow above the reservoir', location_type: 'Surface Water' }),
  makeLocation({ locationid: 79, location_name: 'CCR-1', location_desc: 'Cherry Creek Reservoir station 1 (near the dam)', location_type: 'Reservoir' }),
  makeLocation({ locationid: 80, location_name: 'CCR-2', location_desc: 'Cherry Creek Reservoir station 2 (mid-reservoir)', location_type: 'Reservoir' }),
  makeLocation({ locationid: 81, location_name: 'CCR-3', location_desc: 'Cherry Creek Reservoir station 3 (south, near the inflows)', location_type: 'Reservoir' }),
  makeLocation({ locationid: 1, location_name: 'CC-1', location_desc: 'Cherry Creek main stem site 1', location_type: 'Surface Water' }),
  makeLocation({ locationid: 83, location_name: 'CT-2', location_desc: 'Cottonwood Creek inflow to the reservoir', location_type: 'Surface Water' }),
].map((location) => siteCandidate(location, `/sites/${location.locationid}`));
const parameters = [
  { parameterid: 24, param_descrip: 'Chlorophyll-a', unit_name: 'µg/L' },
  { parameterid: 28, param_descrip: 'Total phosphorus', unit_name: 'µg/L' },
  { parameterid: 47, param_descrip: 'Total dissolved phosphorus', unit_name: 'µg/L' },
  { parameterid: 16, param_descrip: 'Soluble reactive phosphorus', unit_name: 'µg/L' },
  { parameterid: 29, param_descrip: 'Total nitrogen', unit_name: 'µg/L' },
  { parameterid: 100138, param_descrip: 'TN:TP ratio (molar)', unit_name: 'ratio' },
].map((parameter) => parameterCandidate(parameter, parameterMapPath(parameter.parameterid)));
const pages = [
  pageCandidate({ path: '/water-quality-update/water-quality-parameter-viewer', title: 'Reservoir Water Quality Summary', description: 'Seasonal means against the reservoir standards.' }),
  pageCandidate({ path: '/water-quality-update/nutrient-ratios', title: 'Nutrient Ratios', description: 'Nitrogen to phosphorus ratios beside chlorophyll-a.' }),
  pageCandidate({ path: '/tools/site-summary-table', title: 'Site Summary Table', description: 'Every location and parameter with its period of record.' }),
];
const terms = [
  termCandidate('chlorophyllA', { term: 'Chlorophyll-a', aliases: ['algae'], definition: 'The green pigment of algae.' }, '/glossary#chlorophyll-a'),
  termCandidate('tnTp', { term: 'TN:TP (molar ratio)', aliases: ['TN:TP'], definition: 'Nitrogen over phosphorus.' }, '/glossary#tn-tp'),
];
const everything = prepareCandidates([...sites, ...parameters, ...pages, ...terms]);

const titles = (groups: SearchGroup[]) => groups.map((group) => [group.kind, group.results.map((result) => result.title)]);

describe('searchPortal', () => {
  test('an id without punctuation or case finds the site first ("cc10" is CC-10, "ccr1" CCR-1)', () => {
    expect(titles(searchPortal(everything, 'cc10'))).toEqual([['site', ['CC-10']]]);
    expect(searchPortal(everything, 'CCR1')[0]!.results[0]).toMatchObject({ title: 'CCR-1', rank: 0, path: '/sites/79' });
    // "cc1" is CC-1 exactly, then the names that start with it.
    expect(titles(searchPortal(everything, 'cc1'))[0]).toEqual(['site', ['CC-1', 'CC-10']]);
  });

  test('a site is found by the words of its description, the phrase first', () => {
    const [group] = searchPortal(everything, 'Cherry Creek Reservoir');
    expect(group!.kind).toBe('site');
    expect(group!.results.map((result) => result.title)).toEqual(['CCR-1', 'CCR-2', 'CCR-3', 'CC-10']);
    expect(group!.results.map((result) => result.rank)).toEqual([2, 2, 2, 3]);
  });

  test('parameters are found by the words of their names and go to the map with the parameter chosen', () => {
    const groups = searchPortal(everything, 'phosphorus');
    expect(groups[0]).toMatchObject({ kind: 'parameter' });
    expect(groups[0]!.results.map((result) => result.title)).toEqual(['Total phosphorus', 'Total dissolved phosphorus', 'Soluble reactive phosphorus']);
    expect(groups[0]!.results[0]!.path).toBe('/tools/map?mode=graph&params=28');
    // The nutrient ratios page names phosphorus in its description.
    expect(titles(groups)).toContainEqual(['page', ['Nutrient Ratios']]);
  });

  test('"chlorophyll" finds the parameter and the glossary term; the parameter group comes first on a tie', () => {
    expect(titles(searchPortal(everything, 'chlorophyll'))).toEqual([
      ['parameter', ['Chlorophyll-a']],
      ['term', ['Chlorophyll-a']],
      ['page', ['Nutrient Ratios']],
    ]);
  });

  test('pages are found by their title and description; glossary terms by other spellings and punctuation-free', () => {
    expect(titles(searchPortal(everything, 'summary'))).toEqual([['page', ['Reservoir Water Quality Summary', 'Site Summary Table']]]);
    expect(titles(searchPortal(everything, 'period of record'))).toEqual([['page', ['Site Summary Table']]]);
    expect(titles(searchPortal(everything, 'algae'))).toEqual([['term', ['Chlorophyll-a']]]);
    expect(titles(searchPortal(everything, 'tntp'))).toEqual([
      ['term', ['TN:TP (molar ratio)']],
      ['parameter', ['TN:TP ratio (molar)']],
    ]);
  });

  test('every word must match; nothing, punctuation alone or an unknown word finds nothing', () => {
    expect(searchPortal(everything, 'Cottonwood reservoir')[0]!.results.map((result) => result.title)).toEqual(['CT-2']);
    expect(searchPortal(everything, '')).toEqual([]);
    expect(searchPortal(everything, ' - ')).toEqual([]);
    expect(searchPortal(everything, 'zzzz')).toEqual([]);
  });

  test('each group lists at most its limit and says when there are more', () => {
    const [group] = searchPortal(everything, 'cherry', { site: 2, parameter: 6, page: 5, term: 5 });
    expect(group).toMatchObject({ kind: 'site', more: true });
    expect(group!.results).toHaveLength(2);
  });

  test('"ug/L" finds µg/L: µ reads as u', () => {
    const units = prepareCandidates([termCandidate('microgramsPerLitre', { term: 'µg/L', definition: 'Micrograms per litre.' }, '/glossary#micrograms-per-litre')]);
    expect(searchPortal(units, 'ug/l')[0]!.results[0]!.rank).toBe(0);
  });
});
