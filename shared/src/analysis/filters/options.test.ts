import { act } from '@testing-library/react';
import { loadCatalogue, setLanguage } from '../../i18n/catalogue';
import { sharedCatalogue } from '../../i18n/sharedCatalogue';
import { currentT } from '../../i18n/translate';
import { parameterCell, simpleParameterOptions } from './options';

describe('parameter names in the dropdowns and tables', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it("keep the data's names in English, and name the catalogue's parameters in Spanish", async () => {
    const items = [
      { value: 29, label: 'Total nitrogen' },
      { value: 999, label: 'Arsenic' },
    ];
    expect(simpleParameterOptions(items, currentT())).toEqual(items);
    // The row's own id, or the one parameter a table shows when its rows carry only a name.
    expect(parameterCell(currentT())('Total Nitrogen (TN)', { parameterid: 29 })).toBe('Total Nitrogen (TN)');
    await act(async () => {
      await loadCatalogue(sharedCatalogue, 'es');
      await setLanguage('es');
    });
    const t = currentT();
    expect(simpleParameterOptions(items, t)).toEqual([
      { value: 29, label: 'Nitrógeno total' },
      { value: 999, label: 'Arsenic' },
    ]);
    expect(parameterCell(t)('Total nitrogen', { parameterid: 29 })).toBe('Nitrógeno total');
    expect(parameterCell(t, 2)('Flow', { location_name: 'CC-10' })).toBe('Caudal');
    expect(parameterCell(t)('Flow', { location_name: 'CC-10' })).toBe('Flow');
  });
});
