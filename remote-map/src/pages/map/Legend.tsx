import { useT } from '@basin/shared';
import type { LegendItem, LegendShape } from './layers/layerLegend';
import type { LegendEntry } from './logic/locationColors';
import './legend.css';

/** A swatch in the shape the map draws (circle, line or filled square); decorative, the label says it. */
export function LegendSwatch({ shape, color }: { shape: LegendShape; color: string }) {
  return <span className={`map-legend-swatch map-legend-swatch-${shape}`} style={{ background: color }} data-shape={shape} aria-hidden />;
}

/** The items of one legend, each a swatch and its label. */
export function LegendItems({ items, label }: { items: readonly LegendItem[]; label?: string }) {
  return (
    <ul className="map-legend-items" aria-label={label}>
      {items.map((item) => (
        <li key={`${item.label}-${item.color}`} data-legend-shape={item.shape}>
          <LegendSwatch shape={item.shape} color={item.color} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** The monitoring locations' colours as legend items: circles, as the map draws the locations. */
export function locationLegendItems(entries: readonly LegendEntry[]): LegendItem[] {
  return entries.map((entry) => ({ ...entry, shape: 'circle' }));
}

/** The map legend (graph mode: benchmark colours; otherwise what the colour-by choice uses). */
export function Legend({ title, entries }: { title: string; entries: readonly LegendEntry[] }) {
  const t = useT();
  return (
    <section className="map-legend" aria-label={title}>
      <h2>{title}</h2>
      {entries.length === 0 ? <p style={{ margin: 0, fontSize: 13 }}>{t('map.legend.noLocations')}</p> : <LegendItems items={locationLegendItems(entries)} />}
    </section>
  );
}
