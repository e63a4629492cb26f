import { urlCodecs } from './codecs';
import { describeInvalidValue, describeUnknownIds, knownIdOr, knownIdsOf, unknownIds } from './linkProblems';
import { invalidValues } from './useUrlState';

describe('bad links', () => {
  it('finds the ids the portal does not have, none while its ids load', () => {
    expect(unknownIds([28, 99999], [28, 24])).toEqual([99999]);
    expect(unknownIds([28, 99999], undefined)).toEqual([]);
    expect(knownIdOr(99999, [28, 24], 28)).toBe(28);
    expect(knownIdOr(24, [28, 24], 28)).toBe(24);
    expect(knownIdOr(99999, undefined, 28)).toBe(99999);
    expect(knownIdsOf([79, 5, 80], [79, 80])).toEqual([79, 80]);
  });

  it('says in words which ids the link asks for', () => {
    expect(describeUnknownIds('parameter', 'parameters', [99999])).toBe('The link asks for parameter 99999, which this portal does not have.');
    expect(describeUnknownIds('location', 'locations', [5, 6, 7])).toBe('The link asks for locations 5, 6 and 7, which this portal does not have.');
    expect(describeUnknownIds('location', 'locations', [])).toBeNull();
  });

  it('names the fields whose values do not parse, and only those', () => {
    const codecs = { p1: urlCodecs.id(28), locationids: urlCodecs.idList([79]), start_date: urlCodecs.isoDate('2021-10-01'), flag: urlCodecs.flag(false) };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(invalidValues(codecs, '?p1=abc&locationids=79,80&start_date=2021-02-30&flag=1')).toEqual([
      describeInvalidValue('p1', 'abc'),
      describeInvalidValue('start_date', '2021-02-30'),
    ]);
    expect(invalidValues(codecs, '?locationids=79,x')).toEqual(["The link's locationids '79,x' cannot be read here; the page uses its default instead."]);
    expect(invalidValues(codecs, '?p1=24&locationids=&flag=0')).toEqual([]);
    warn.mockRestore();
  });
});
