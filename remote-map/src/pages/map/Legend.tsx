import type { LegendEntry } from './logic/locationColors';

/** The map legend (graph mode: benchmark colours; otherwise what the colour-by choice uses). */
export function Legend({ title, entries }: { title: string; entries: readonly LegendEntry[] }) {
  return (
    <section className="map-legend" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.label}>
            <span className="map-swatch map-swatch-round" style={{ background: entry.color }} aria-hidden /> {entry.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
