// A map control with one button (home, measure), styled like the engine's own controls.
import type { MapControl, MapInstance } from '@basin/shared/map';

export class ButtonControl implements MapControl {
  private container: HTMLDivElement | null = null;
  readonly button: HTMLButtonElement;

  constructor(
    private readonly options: { label: string; text: string; onClick: (map: MapInstance) => void; pressed?: boolean },
  ) {
    this.button = document.createElement('button');
    this.button.type = 'button';
    this.button.className = 'map-text-control';
    this.button.textContent = options.text;
    this.button.title = options.label;
    this.button.setAttribute('aria-label', options.label);
    if (options.pressed !== undefined) this.button.setAttribute('aria-pressed', String(options.pressed));
  }

  /** The button's name, in the page's language (the control outlives a language switch). */
  setLabel(label: string): void {
    this.button.title = label;
    this.button.setAttribute('aria-label', label);
  }

  setPressed(pressed: boolean): void {
    this.button.setAttribute('aria-pressed', String(pressed));
  }

  onAdd(map: MapInstance): HTMLElement {
    this.container = document.createElement('div');
    this.container.className = 'maplibregl-ctrl maplibregl-ctrl-group mapboxgl-ctrl mapboxgl-ctrl-group';
    this.button.onclick = () => this.options.onClick(map);
    this.container.append(this.button);
    return this.container;
  }

  onRemove(): void {
    this.container?.remove();
    this.container = null;
  }
}
