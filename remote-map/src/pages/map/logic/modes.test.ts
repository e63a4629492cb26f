import { DEFAULT_MAP_URL_STATE } from './urlState';
import { asColorBy, enterGraphMode, leaveGraphMode } from './modes';

describe('mode transitions (spec 01 §4)', () => {
  const explorer = { ...DEFAULT_MAP_URL_STATE, location: 68, minRecords: 5, parameters: [28] };

  it('entering graph mode colours by WQ Data, keeps the selected location and resets Min Records', () => {
    const graph = enterGraphMode(explorer);
    expect(graph).toMatchObject({ mode: 'graph', colorBy: 'wqData', location: 68, minRecords: null, parameters: [28] });
  });

  it('leaving graph mode colours by location types', () => {
    const map = leaveGraphMode({ ...enterGraphMode(explorer), location: 79 });
    expect(map).toMatchObject({ mode: 'map', colorBy: 'locationType', location: 79, minRecords: null });
  });

  it('reads unknown colour-by values as location types', () => {
    expect(asColorBy('county')).toBe('county');
    expect(asColorBy('nonsense')).toBe('locationType');
  });
});
