import { createSerializer } from 'nuqs';
import { urlCodecs } from './codecs';
import { createUrlReader } from './urlReader';

const codecs = {
  types: urlCodecs.optionalStringList(),
  loc: urlCodecs.optionalId(),
  min: urlCodecs.optionalWholeNumber(),
  color: urlCodecs.optionalString(/^[a-z]+$/g),
  params: urlCodecs.idList([], { skipInvalid: true }),
  ids: urlCodecs.idList([79]),
  pair: urlCodecs.custom<[number, number]>({
    parse: (value) => (/^\d+-\d+$/.test(value) ? (value.split('-').map(Number) as [number, number]) : null),
    serialize: ([a, b]) => `${a}-${b}`,
  }),
};
const read = createUrlReader(codecs);
const load = (query: string) => read(new URLSearchParams(query));
const serialize = createSerializer(codecs);

describe('urlCodecs', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('reads every optional codec as null when its parameter is absent, without a warning', () => {
    expect(load('')).toEqual({ types: null, loc: null, min: null, color: null, params: [], ids: [79], pair: null });
    expect(warn).not.toHaveBeenCalled();
  });

  describe('optionalStringList', () => {
    it('tells an absent list (null) from an empty one', () => {
      expect(load('types=').types).toEqual([]);
      expect(load('types=,,').types).toEqual([]);
      expect(load('').types).toBeNull();
    });

    it('trims items, drops duplicates and reads repeated keys', () => {
      expect(load('types= Reservoir ,Weather,Reservoir,').types).toEqual(['Reservoir', 'Weather']);
      expect(load('types=Surface+Water&types=Weather').types).toEqual(['Surface Water', 'Weather']);
    });

    it('writes the empty list as an empty parameter, null not at all, and round-trips names with & and +', () => {
      expect(serialize({ types: [] })).toBe('?types=');
      expect(serialize({ types: null })).toBe('');
      const names = ['Major ions & salts', 'N+P'];
      expect(load(serialize({ types: names })).types).toEqual(names);
    });
  });

  describe('optionalId', () => {
    it.each(['0', '-3', '68abc', '1.5', '', '99999999999'])('reads %p as null with a warning', (value) => {
      expect(load(`loc=${value}`).loc).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('reads and writes an id', () => {
      expect(load('loc=68').loc).toBe(68);
      expect(serialize({ loc: 68 })).toBe('?loc=68');
      expect(serialize({ loc: null })).toBe('');
    });
  });

  describe('optionalWholeNumber', () => {
    it('reads 0 and up', () => {
      expect(load('min=0').min).toBe(0);
      expect(load('min=-0').min).toBe(0);
      expect(load('min=12').min).toBe(12);
    });

    it.each(['-1', '1.5', 'abc', '99999999999999999999'])('reads %p as null', (value) => {
      expect(load(`min=${value}`).min).toBeNull();
    });

    it('writes 0 (there is no default to leave out)', () => {
      expect(serialize({ min: 0 })).toBe('?min=0');
    });
  });

  describe('optionalString', () => {
    it('accepts what matches the pattern, every time (a g flag does not make it stateful)', () => {
      expect(load('color=county').color).toBe('county');
      expect(load('color=county').color).toBe('county');
    });

    it.each(['', 'County', '%3Cscript%3E'])('reads %p as null', (value) => {
      expect(load(`color=${value}`).color).toBeNull();
    });
  });

  describe('idList', () => {
    it('with skipInvalid leaves invalid ids out, with a warning naming them', () => {
      expect(load('params=28,x,-3,0,1.5,29,28').params).toEqual([28, 29]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("'x,-3,0,1.5'"));
      expect(load('params=').params).toEqual([]);
    });

    it('without it still rejects the whole list', () => {
      expect(load('ids=80,x').ids).toEqual([79]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("'80,x'"));
    });
  });

  describe('custom', () => {
    it("parses and writes with the app's functions; null, with a warning, for an invalid value", () => {
      expect(load('pair=3-4').pair).toEqual([3, 4]);
      expect(serialize({ pair: [3, 4] })).toBe('?pair=3-4');
      expect(load('pair=3').pair).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("'3'"));
    });

    it('takes a default', () => {
      const withDefault = createUrlReader({ pair: urlCodecs.custom<string>({ parse: (value) => value || null, serialize: String }).withDefault('x') });
      expect(withDefault(new URLSearchParams('')).pair).toBe('x');
      expect(withDefault(new URLSearchParams('pair=')).pair).toBe('x');
    });
  });

  it('leaves defaults out when serializing, as the map writes its URL', () => {
    expect(serialize({ params: [], ids: [79] })).toBe('');
    expect(serialize({ params: [28, 29], ids: [80] })).toBe('?params=28,29&ids=80');
  });
});
