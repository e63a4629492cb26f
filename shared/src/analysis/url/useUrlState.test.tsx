import { act, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../testing/renderPage';
import { urlCodecs } from './codecs';
import { dateFilterFields } from './dateFields';
import { useUrlState } from './useUrlState';

const fields = {
  locationid: urlCodecs.idList([79]),
  p1: urlCodecs.id(28),
  season: urlCodecs.oneOf(['annual', 'summer'], 'annual'),
  scaletype: urlCodecs.oneOf(['fixed', 'dynamic'], 'fixed'),
  outliers: urlCodecs.flag(false),
  years: urlCodecs.yearList([]),
  ...dateFilterFields({ rolling: false, days: 0, start: '2021-10-01', end: '2026-11-23' }),
};

let setFilters: ReturnType<typeof useUrlState<typeof fields>>[1];
function Probe() {
  const [state, set] = useUrlState(fields);
  setFilters = set;
  return <pre data-testid="state">{JSON.stringify(state)}</pre>;
}
const shown = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');

describe('useUrlState', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('writes the whole state, defaults included, into the URL on the first visit', async () => {
    const page = renderPage(<Probe />, { url: '/page' });
    expect(shown()).toMatchObject({ locationid: [79], p1: 28, season: 'annual', outliers: false, start_date: '2021-10-01', end_date: '2026-11-23', days: 0 });
    await waitFor(() => expect(page.search()).toContain('end_date=2026-11-23'));
    const params = new URLSearchParams(page.search());
    expect(params.get('locationid')).toBe('79');
    expect(params.get('p1')).toBe('28');
    expect(params.get('season')).toBe('annual');
    expect(params.get('outliers')).toBe('0');
    expect(params.get('days')).toBe('');
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads ids as numbers from a comma list or repeated keys, and other codecs from their text', () => {
    renderPage(<Probe />, { url: '/page?locationid=80,81&p1=24&season=summer&scaletype=dynamic&outliers=1&years=2023,2024&days=30&rolling=true' });
    expect(shown()).toMatchObject({ locationid: [80, 81], p1: 24, season: 'summer', scaletype: 'dynamic', outliers: true, years: [2023, 2024], days: 30, rolling: true });
  });

  it('reads repeated list keys', () => {
    renderPage(<Probe />, { url: '/page?locationid=80&locationid=81' });
    expect(shown().locationid).toEqual([80, 81]);
  });

  it('falls back to the default with a console warning for invalid values', async () => {
    const page = renderPage(<Probe />, { url: '/page?locationid=80,x&p1=-3&season=winter&scaletype=&start_date=2021-02-30&years=99999' });
    expect(shown()).toMatchObject({ locationid: [79], p1: 28, season: 'annual', scaletype: 'fixed', start_date: '2021-10-01', years: [] });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'winter'"));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'80,x'"));
    await waitFor(() => expect(new URLSearchParams(page.search()).get('season')).toBe('annual'));
  });

  it('writes changes into the URL', async () => {
    const page = renderPage(<Probe />, { url: '/page' });
    await act(async () => {
      await setFilters({ locationid: [68, 83], season: 'summer', years: [2024] });
    });
    expect(shown()).toMatchObject({ locationid: [68, 83], season: 'summer', years: [2024] });
    await waitFor(() => expect(new URLSearchParams(page.search()).get('locationid')).toBe('68,83'));
    expect(new URLSearchParams(page.search()).get('years')).toBe('2024');
  });

  it('keeps an empty list in the URL, distinct from the default', async () => {
    const page = renderPage(<Probe />, { url: '/page' });
    await act(async () => {
      await setFilters({ locationid: [] });
    });
    expect(shown().locationid).toEqual([]);
    await waitFor(() => expect(new URLSearchParams(page.search()).get('locationid')).toBe(''));
  });
});
