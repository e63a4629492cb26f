import { act, renderHook } from '@testing-library/react';
import type { MapFilters } from '@basin/api/schemas';
import { loadCatalogue, setLanguage } from '@basin/shared';
import { catalogue } from '../../../i18n/catalogue';
import { readMapUrlState } from '../logic/urlState';
import { useLocationFilters } from './useLocationFilters';

const filters: MapFilters = {
  locationTypes: [
    { value: 'Surface Water', display: 'Surface Water' },
    { value: 'Spring', display: 'Spring' },
  ],
  parameterGroups: [],
  parameters: [],
  analysis: [],
  flow: [],
  startDate: '1995-10-01',
  endDate: '2025-09-30',
};

describe('useLocationFilters', () => {
  beforeEach(async () => {
    await loadCatalogue(catalogue, 'en');
    await loadCatalogue(catalogue, 'es');
  });
  afterEach(async () => {
    await act(() => setLanguage('en', { remember: false }));
  });

  it('labels the location types in the page language and keeps the data names as values (the URL)', async () => {
    await act(() => setLanguage('es', { remember: false }));
    const { result } = renderHook(() => useLocationFilters(readMapUrlState(new URLSearchParams()), filters));
    // A type the catalogue does not know (a real basin's own) keeps the data's name.
    expect(result.current.typeOptions).toEqual([
      { value: 'Surface Water', label: 'Agua superficial' },
      { value: 'Spring', label: 'Spring' },
    ]);
    expect(result.current.locationTypes).toEqual(['Surface Water', 'Spring']);
  });
});
