import type { GenericDropdownItem, LocationAssocItem, ParameterGroupItem, ParameterItem, SimpleOption } from '../../schemas';
import { testEngines } from '../../test-support/databases';
import { useSeededApp } from '../../test-support/seededApp';

describe.each(testEngines())('dropdowns API on %s', (engine) => {
  const appOf = useSeededApp(engine);

  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await appOf().inject({ method, url: `/api${url}`, payload });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  it('lists parameter groups and parameters, filtered by group', async () => {
    const groups = await call<ParameterGroupItem[]>('GET', '/dropdown-parameter-group');
    expect(groups.map((group) => group.param_groupid)).toEqual(expect.arrayContaining([147, 152]));
    const all = await call<ParameterItem[]>('GET', '/dropdown-parameters');
    const nutrients = await call<ParameterItem[]>('POST', '/dropdown-parameters', { parameterGroups: [147] });
    expect(nutrients.length).toBeGreaterThan(0);
    expect(nutrients.every((parameter) => parameter.param_groupid === 147)).toBe(true);
    expect(all.length).toBeGreaterThan(nutrients.length);
  });

  it('lists locations with their parameters, filtered by type', async () => {
    const reservoirs = await call<LocationAssocItem[]>('POST', '/dropdown-locations-assoc', { locationTypes: ['Reservoir'] });
    expect(reservoirs.map((location) => location.locationid)).toEqual(expect.arrayContaining([79, 80, 81, 120]));
    expect(reservoirs.every((location) => location.location_type === 'Reservoir')).toBe(true);
    expect(reservoirs.find((location) => location.locationid === 79)!.parameterid_array).toContain(24);
    const all = await call<LocationAssocItem[]>('GET', '/dropdown-locations-assoc');
    expect(all.some((location) => !location.is_ccbwqa)).toBe(true);
  });

  it('lists location types, flow conditions and the simple options', async () => {
    expect(await call('GET', '/dropdown-location-type')).toEqual(expect.arrayContaining([{ location_type: 'Reservoir' }]));
    expect((await call<Array<{ flow_conditionsid: number }>>('GET', '/dropdown-flow-conditions')).map((item) => item.flow_conditionsid)).toEqual([3, 2, 1]);
    expect((await call<SimpleOption[]>('GET', '/results-simple/download-dropdown-locs-active')).length).toBeGreaterThan(10);
    expect((await call<SimpleOption[]>('GET', '/results-simple/list-parameters-dropdown-simple-active')).map((option) => option.value)).toContain(28);
    expect((await call<GenericDropdownItem[]>('GET', '/dropdown/counties')).map((item) => item.stored)).toEqual(expect.arrayContaining(['Arapahoe', 'Douglas']));
  });

  it('answers the catalogue of the generated dataset', async () => {
    const groups = await call<ParameterGroupItem[]>('GET', '/dropdown-parameter-group');
    expect(groups).toEqual(expect.arrayContaining([{ param_groupid: 147, param_group: 'Nutrients' }, { param_groupid: 148, param_group: 'Biological' }]));
    const parameters = await call<ParameterItem[]>('GET', '/dropdown-parameters');
    expect(parameters.find((parameter) => parameter.parameterid === 24)).toEqual({ parameterid: 24, param_descrip: 'Chlorophyll-a', param_groupid: 148, unit_name: 'µg/L' });
    expect(await call('GET', '/dropdown-location-type')).toEqual(['Groundwater', 'Reservoir', 'Surface Water', 'Weather'].map((location_type) => ({ location_type })));
    expect(await call('GET', '/dropdown-flow-conditions')).toEqual([
      { flow_conditionsid: 3, flow_conditions: 'All' },
      { flow_conditionsid: 2, flow_conditions: 'Base' },
      { flow_conditionsid: 1, flow_conditions: 'Storm' },
    ]);
    const locations = await call<LocationAssocItem[]>('GET', '/dropdown-locations-assoc');
    const cc10 = locations.find((location) => location.locationid === 68)!;
    expect(cc10).toMatchObject({ location_type: 'Surface Water', is_ccbwqa: true });
    expect(cc10.location_descrip).toMatch(/^CC-10 - /);
    expect(cc10.parameterid_array).toEqual(expect.arrayContaining([28, 29]));
    expect(cc10.param_groupid_array).toContain(147);
    const activeLocations = await call<SimpleOption[]>('GET', '/results-simple/download-dropdown-locs-active');
    expect(activeLocations.find((option) => option.value === 79)!.label).toMatch(/^CCR-1 - /);
    expect((await call<SimpleOption[]>('GET', '/results-simple/list-parameters-dropdown-simple-active')).find((option) => option.value === 29)).toEqual({ label: 'Total nitrogen', value: 29 });
  });

  it('accepts a comma-separated string for the POST lists', async () => {
    const asArray = await call<ParameterItem[]>('POST', '/dropdown-parameters', { parameterGroups: [147, 152] });
    expect(await call('POST', '/dropdown-parameters', { parameterGroups: '147,152' })).toEqual(asArray);
    const types = await call<LocationAssocItem[]>('POST', '/dropdown-locations-assoc', { locationTypes: 'Reservoir,Weather' });
    expect(types.map((location) => location.locationid)).toEqual(expect.arrayContaining([79, 80, 81, 120]));
    expect(types.every((location) => ['Reservoir', 'Weather'].includes(location.location_type))).toBe(true);
  });

  it.each([
    ['POST', '/dropdown-parameters', { parameterGroups: [99999999999] }, 'parameterGroups.0'],
    ['POST', '/dropdown-parameters', {}, 'parameterGroups'],
    ['POST', '/dropdown-parameters', { parameterGroups: Array.from({ length: 101 }, (_, i) => i + 1) }, 'parameterGroups'],
    ['POST', '/dropdown-parameters', { parameterGroups: '147,x' }, 'parameterGroups.1'],
    ['POST', '/dropdown-locations-assoc', { locationTypes: 'Reservoir,Lake' }, 'locationTypes.1'],
    ['POST', '/dropdown-parameters', { parameterGroups: ['x'] }, 'parameterGroups.0'],
    ['POST', '/dropdown-locations-assoc', { locationTypes: ['Lake'] }, 'locationTypes.0'],
    ['GET', '/dropdown/passwords', undefined, 'name'],
  ] as const)('rejects %s %s naming %s', async (method, url, payload, field) => {
    const response = await appOf().inject({ method, url: `/api${url}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', field });
  });
});
