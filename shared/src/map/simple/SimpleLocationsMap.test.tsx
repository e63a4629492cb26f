import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { PickingInfo } from '@deck.gl/core';
import { setRuntimeConfig, tokens, type RuntimeConfig } from '@basin/shared';
import type { MapEngine, MapInstance } from '../engine';
import { useMapSources } from '../mapSourcesQuery';
import { useBasinMap, type BasinMapState } from '../useBasinMap';
import { useDeckOverlay, type DeckOverlayOptions } from '../useDeckOverlay';
import { SimpleLocationsMap, type SimpleLocationsMapProps } from './SimpleLocationsMap';
import { buildSimpleLayers } from './simpleLayers';
import { useMapLabels } from '../labels/useMapLabels';
import { toSimplePoints } from './simpleMapModel';
import { CC10, CCR1, CT2 } from '../testLocations';

// No engine and no deck.gl under jsdom (no WebGL; deck.gl is ES modules): the hooks and the layer
// builder are mocked, and a fake map records what the component asks of it.
jest.mock('../useBasinMap', () => ({ useBasinMap: jest.fn() }));
jest.mock('../useDeckOverlay', () => ({ useDeckOverlay: jest.fn(() => null) }));
jest.mock('../mapSourcesQuery', () => ({ useMapSources: jest.fn() }));
jest.mock('./simpleLayers', () => ({ buildSimpleLayers: jest.fn(() => []), SIMPLE_LAYER_IDS: ['simple-locations'] }));
jest.mock('../labels/useMapLabels', () => ({ useMapLabels: jest.fn() }));

const mockedUseBasinMap = jest.mocked(useBasinMap);
const mockedUseDeckOverlay = jest.mocked(useDeckOverlay);
const mockedUseMapSources = jest.mocked(useMapSources);
const mockedBuildLayers = jest.mocked(buildSimpleLayers);
const mockedUseMapLabels = jest.mocked(useMapLabels);

class FakePopup {
  static instances: FakePopup[] = [];
  lngLat: unknown = null;
  content: HTMLElement | null = null;
  removed = false;
  constructor(readonly options: Record<string, unknown>) {
    FakePopup.instances.push(this);
  }
  setLngLat(lngLat: unknown) {
    this.lngLat = lngLat;
    return this;
  }
  setDOMContent(content: HTMLElement) {
    this.content = content;
    return this;
  }
  addTo() {
    return this;
  }
  remove() {
    this.removed = true;
    return this;
  }
}

/** A map control (IControl) that adds an empty container. */
class FakeControl {
  onAdd() {
    return document.createElement('div');
  }
  onRemove() {}
}

function fakeMap() {
  const handlers = new Map<string, Set<() => void>>();
  let zoom = 9;
  const canvas = document.createElement('canvas');
  const map = {
    addControl: jest.fn(),
    removeControl: jest.fn(),
    hasControl: jest.fn(() => true),
    getCanvas: () => canvas,
    getZoom: () => zoom,
    getLayer: jest.fn(() => undefined),
    getSource: jest.fn(() => undefined),
    addSource: jest.fn(),
    addLayer: jest.fn(),
    easeTo: jest.fn(),
    scrollZoom: { enable: jest.fn(), disable: jest.fn() },
    on: jest.fn((type: string, handler: () => void) => {
      handlers.set(type, (handlers.get(type) ?? new Set()).add(handler));
    }),
    off: jest.fn((type: string, handler: () => void) => {
      handlers.get(type)?.delete(handler);
    }),
    /** Test helper: a zoom by the user. */
    zoomTo(next: number) {
      zoom = next;
      for (const handler of handlers.get('zoom') ?? []) handler();
    },
  };
  return map;
}

const engine = {
  kind: 'maplibre',
  Map: FakeControl,
  Popup: FakePopup,
  NavigationControl: FakeControl,
  FullscreenControl: FakeControl,
  GeolocateControl: FakeControl,
  ScaleControl: FakeControl,
  mapOptions: {},
} as unknown as MapEngine;

const sourcesResult = (overrides: Partial<ReturnType<typeof useMapSources>> = {}) => ({ data: [], error: null, ...overrides }) as unknown as ReturnType<typeof useMapSources>;

function mapState(state: Partial<BasinMapState>): BasinMapState {
  return { map: null, engine: null, styleGeneration: 0, error: null, tilesFailed: false, ...state };
}

function withMap() {
  const map = fakeMap();
  mockedUseBasinMap.mockReturnValue(mapState({ map: map as unknown as MapInstance, engine, styleGeneration: 1 }));
  return map;
}

const locations = [CC10, CT2, CCR1];

function renderMap(props: Partial<SimpleLocationsMapProps> = {}) {
  return render(<SimpleLocationsMap locations={locations} {...props} />);
}

/** The map click handler the component gave the deck overlay. */
function clickMap(object: unknown = null) {
  const options = mockedUseDeckOverlay.mock.calls.at(-1)?.[1] as DeckOverlayOptions;
  const info = object ? ({ object } as unknown as PickingInfo) : null;
  act(() => options.onClick?.(info, { lngLat: { lng: -104.8, lat: 39.6 }, point: { x: 10, y: 10 } }));
}

const frameOf = () => screen.getByTestId('simple-map-canvas').parentElement!;

beforeEach(() => {
  jest.clearAllMocks();
  FakePopup.instances = [];
  setRuntimeConfig({ mapboxToken: '' } as RuntimeConfig);
  mockedUseMapSources.mockReturnValue(sourcesResult());
  mockedUseBasinMap.mockReturnValue(mapState({}));
});

describe('SimpleLocationsMap', () => {
  it('shows a loading state until the engine has made the map', () => {
    renderMap();
    expect(screen.getByRole('status')).toHaveTextContent('Loading map…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts at zoom 9 on the basin, scroll zoom off, and passes the sources to the map', () => {
    renderMap();
    expect(mockedUseBasinMap).toHaveBeenCalledWith(expect.anything(), {
      basemap: 'light',
      initialView: { center: [-104.816, 39.516], zoom: 9 },
      sources: [],
      scrollZoom: false,
      canvasLabel: expect.stringMatching(/^Map of monitoring locations\. Arrow keys pan/),
    });
  });

  it('says when the engine fails, and keeps the locations list usable', () => {
    mockedUseBasinMap.mockReturnValue(mapState({ error: new Error('WebGL is not supported') }));
    const onLocationClick = jest.fn();
    renderMap({ onLocationClick });
    expect(screen.getByRole('alert')).toHaveTextContent('The map could not be shown: WebGL is not supported');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Locations list (3)' }));
    fireEvent.click(screen.getByRole('button', { name: /^CT-2/ }));
    expect(onLocationClick).toHaveBeenCalledWith(CT2);
  });

  it('says when the map sources cannot be fetched', () => {
    mockedUseMapSources.mockReturnValue(sourcesResult({ data: undefined, error: new Error('HTTP 500') } as never));
    renderMap();
    expect(screen.getByRole('alert')).toHaveTextContent('The map could not be shown: HTTP 500');
  });

  describe('basemaps', () => {
    it('offers the offline light and dark basemaps without a Mapbox token', () => {
      renderMap();
      const group = screen.getByRole('group', { name: 'Basemap' });
      expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(['Light', 'Dark']);
      expect(within(group).getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
      fireEvent.click(within(group).getByRole('button', { name: 'Dark' }));
      expect(within(group).getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
      expect(mockedUseBasinMap.mock.calls.at(-1)?.[1].basemap).toBe('dark');
    });

    it('offers streets (the default), outdoors and satellite streets with Mapbox', () => {
      setRuntimeConfig({ mapboxToken: 'pk.test' } as RuntimeConfig);
      renderMap();
      const group = screen.getByRole('group', { name: 'Basemap' });
      expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(['Streets', 'Outdoors', 'Satellite Streets']);
      expect(within(group).getByRole('button', { name: 'Streets' })).toHaveAttribute('aria-pressed', 'true');
      fireEvent.click(within(group).getByRole('button', { name: 'Satellite Streets' }));
      expect(mockedUseBasinMap.mock.calls.at(-1)?.[1].basemap).toBe('satellite-streets');
    });
  });

  it('toggles the legend of location types with its button', () => {
    renderMap();
    const button = screen.getByRole('button', { name: 'Legend' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Location types' })).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const legend = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(legend).toBeVisible();
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Groundwater (0)', 'Reservoir (1)', 'Surface Water (2)', 'Weather (0)']);
    // The ring key appears only on maps that take a selection.
    expect(within(legend).queryByRole('list', { name: 'Selection rings' })).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(legend).not.toBeVisible();
  });

  it('explains the selection rings in the legend and in the locations list', () => {
    renderMap({ selection: { left: [68, 79], right: [79] }, defaultLegendOpen: true });
    expect(within(screen.getByRole('list', { name: 'Selection rings' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Selected on the left axis',
      'Selected on the right axis',
      'Selected on both axes',
    ]);
    fireEvent.click(screen.getByRole('button', { name: /Locations list/ }));
    expect(screen.getByRole('button', { name: /^CC-10/ })).toHaveTextContent('selected on the left axis');
    expect(screen.getByRole('button', { name: /^CCR1/ })).toHaveTextContent('selected on both axes');
    expect(screen.getByRole('button', { name: /^CT-2/ })).not.toHaveTextContent('selected');
  });

  it('builds the layers from points with their rings, without rebuilding for an equal inline selection', () => {
    const { rerender } = renderMap({ selection: { left: [68], right: [83] } });
    const calls = mockedBuildLayers.mock.calls.length;
    expect(mockedBuildLayers.mock.calls.at(-1)?.[0]).toEqual(toSimplePoints(locations, { left: [68], right: [83] }));
    rerender(<SimpleLocationsMap locations={locations} selection={{ left: [68], right: [83] }} />);
    expect(mockedBuildLayers.mock.calls.length).toBe(calls);
    rerender(<SimpleLocationsMap locations={locations} selection={{ left: [68, 83], right: [83] }} />);
    expect(mockedBuildLayers.mock.calls.length).toBe(calls + 1);
    expect(mockedBuildLayers.mock.calls.at(-1)?.[0].map((point) => point.ring)).toEqual(['left', 'both', null]);
  });

  it('lists the locations as buttons that open the popup and call onLocationClick', () => {
    const map = withMap();
    const onLocationClick = jest.fn();
    renderMap({ onLocationClick });
    const toggle = screen.getByRole('button', { name: 'Locations list (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    const list = screen.getByRole('list', { name: 'Locations on the map' });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'CC-10, Surface Water, 39.59312, -104.83450',
      'CT-2, Surface Water, 39.62000, -104.83000',
      'CCR1, Reservoir, 39.64500, -104.85500',
    ]);
    fireEvent.click(within(list).getByRole('button', { name: /^CCR1/ }));
    expect(onLocationClick).toHaveBeenCalledWith(CCR1);
    expect(map.easeTo).toHaveBeenCalledWith({ center: [-104.855, 39.645] });
    expect(FakePopup.instances).toHaveLength(1);
    expect(FakePopup.instances[0]!.content).toHaveTextContent('CCR1');
  });

  describe('with the map loaded', () => {
    it('adds navigation, fullscreen and geolocate controls and names the focusable canvas from its creation', () => {
      const map = withMap();
      renderMap({ ariaLabel: 'Map of the comparison locations' });
      expect(map.addControl).toHaveBeenCalledTimes(3);
      expect(mockedUseBasinMap).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ canvasLabel: expect.stringMatching(/^Map of the comparison locations\. Arrow keys pan/) }));
      expect(map.getCanvas()).toHaveAttribute('aria-describedby');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('opens a 252 x 144 popup on a clicked location and calls onLocationClick', () => {
      const map = withMap();
      const onLocationClick = jest.fn();
      renderMap({ onLocationClick });
      const [point] = toSimplePoints([CC10], undefined);
      clickMap(point);
      expect(onLocationClick).toHaveBeenCalledWith(CC10);
      const [popup] = FakePopup.instances;
      expect(popup!.lngLat).toEqual([-104.8345, 39.59312]);
      expect(popup!.content).toHaveTextContent('CC-10');
      expect(popup!.content).toHaveTextContent('Surface Water');
      expect(popup!.content).toHaveTextContent('39.59312, -104.83450');
      expect(popup!.content!.style.width).toBe('252px');
      expect(popup!.content!.style.height).toBe('144px');
      // A location click is about the location: it does not toggle scroll zoom.
      expect(map.scrollZoom.enable).not.toHaveBeenCalled();
      // A second location replaces the first popup.
      clickMap(toSimplePoints([CT2], undefined)[0]);
      expect(FakePopup.instances).toHaveLength(2);
      expect(FakePopup.instances[0]!.removed).toBe(true);
    });

    it('turns scroll zoom on with a click on the map (dark-red border and hint), off with the next', () => {
      const map = withMap();
      renderMap();
      expect(map.scrollZoom.disable).toHaveBeenCalled();
      expect(screen.getByText('Click the map to enable scroll zoom')).toBeVisible();
      expect(frameOf()).toHaveStyle({ borderColor: tokens.colors.border });

      clickMap();
      expect(map.scrollZoom.enable).toHaveBeenCalledTimes(1);
      expect(screen.getByText('Scroll zoom on — click the map to turn it off')).toBeVisible();
      expect(frameOf()).toHaveStyle({ borderColor: tokens.colors.scrollZoomBorder });
      expect(frameOf()).toHaveAttribute('data-scroll-zoom', 'on');

      map.scrollZoom.disable.mockClear();
      clickMap();
      expect(map.scrollZoom.disable).toHaveBeenCalledTimes(1);
      expect(screen.getByText('Click the map to enable scroll zoom')).toBeVisible();
      expect(frameOf()).toHaveStyle({ borderColor: tokens.colors.border });
    });

    it('labels every point from zoom 7, the key sites in the first tier', () => {
      withMap();
      renderMap();
      const [, sites, options] = mockedUseMapLabels.mock.calls.at(-1)!;
      expect(options.minZoom).toBe(7);
      expect(sites.map((site) => [site.text, site.tier])).toEqual(locations.map((location) => [location.location_name, 0]));
    });

    it('says so over the map when basemap tiles failed', () => {
      mockedUseBasinMap.mockReturnValue(mapState({ map: fakeMap() as unknown as MapInstance, engine, styleGeneration: 1, tilesFailed: true }));
      renderMap();
      expect(screen.getByText('Basemap tiles could not be loaded; sites and layers are still shown.')).toBeVisible();
    });

    it('draws the basin outline and streams from the map sources under the points', () => {
      const map = withMap();
      const boundary = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[[-105, 39], [-104, 39], [-104, 40], [-105, 39]]] } }] };
      mockedUseMapSources.mockReturnValue(sourcesResult({ data: [{ id: 'basin-boundary', type: 'geojson', data: boundary }] as never }));
      renderMap();
      expect(map.addSource).toHaveBeenCalledWith('basin-context-outline', { type: 'geojson', data: boundary });
      expect(map.addLayer).toHaveBeenCalledWith(expect.objectContaining({ id: 'basin-context-outline', type: 'line' }), undefined);
    });

    it('removes its popup and listeners when unmounted', () => {
      const map = withMap();
      const { unmount } = renderMap();
      clickMap(toSimplePoints([CC10], undefined)[0]);
      unmount();
      expect(FakePopup.instances[0]!.removed).toBe(true);
      expect(map.removeControl).toHaveBeenCalledTimes(3);
    });
  });
});
