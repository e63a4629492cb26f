import { PARAMETERS } from './generator/catalog';
import { CONCEPT_NOTES, parameterNote } from './domainNotes';

describe('domain notes', () => {
  it.each(PARAMETERS.map((parameter) => [parameter.id, parameter.name] as const))('has a note for seeded parameter %i (%s)', (id) => {
    const note = parameterNote(id);
    expect(note?.what).toMatch(/\w{3,}/);
    expect(note?.why).toMatch(/\w{3,}/);
  });

  it('explains the benchmark of every seeded parameter that has one', () => {
    const withBenchmark = PARAMETERS.filter((parameter) => parameter.benchmark || parameter.reservoirBenchmark);
    expect(withBenchmark.length).toBeGreaterThan(5);
    for (const parameter of withBenchmark) expect([parameter.id, parameterNote(parameter.id)?.benchmark]).toEqual([parameter.id, expect.any(String)]);
  });

  it('explains the trend, the 85th percentile and non-detects', () => {
    expect(CONCEPT_NOTES.trend).toMatch(/Seasonal Kendall/);
    expect(CONCEPT_NOTES.pctile85).toMatch(/85 %/);
    expect(CONCEPT_NOTES.nondetect).toMatch(/half the detection limit/);
  });
});
