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

  it.each([
    ['POST', '/dropdown-parameters', { parameterGroups: ['x'] }, 'parameterGroups.0'],
    ['POST', '/dropdown-locations-assoc', { locationTypes: ['Lake'] }, 'locationTypes.0'],
    ['GET', '/dropdown/passwords', undefined, 'name'],
  ] as const)('rejects %s %s naming %s', async (method, url, payload, field) => {
    const response = await appOf().inject({ method, url: `/api${url}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', field });
  });
});
