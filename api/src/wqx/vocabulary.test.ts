import { PARAMETERS } from '../generator/catalog';
import { characteristicMappings, WQX_UNIT_OF_PORTAL_UNIT } from './vocabulary';

describe('characteristic_map seed', () => {
  const mappings = characteristicMappings();

  test('names each characteristic and fraction once', () => {
    const keys = mappings.map((m) => `${m.characteristic}|${m.sampleFraction}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('gives every parameter exactly one preferred name, and its own name maps to it', () => {
    for (const parameter of PARAMETERS) {
      expect(mappings.filter((m) => m.parameterId === parameter.id && m.preferred)).toHaveLength(1);
      expect(mappings.find((m) => m.characteristic === parameter.name && m.sampleFraction === '')?.parameterId).toBe(parameter.id);
    }
  });

  test('knows the WQX unit code of every portal unit', () => {
    for (const parameter of PARAMETERS) expect(WQX_UNIT_OF_PORTAL_UNIT[parameter.unit]).toBeDefined();
  });
});
