import type { StyleSpecification } from 'maplibre-gl';
import { motionMapOptions, motionStyle, moveMap, prefersReducedMotion } from './motion';

const originalMatchMedia = window.matchMedia;

/** Answers the media query as a browser whose visitor asked (or not) for less motion. */
function reducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: () => false,
  }));
}

const fakeMap = () => ({ flyTo: jest.fn(), easeTo: jest.fn(), jumpTo: jest.fn() });
const style: StyleSpecification = { version: 8, sources: {}, layers: [] };

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('without a preference for less motion', () => {
  beforeEach(() => reducedMotion(false));

  it('flies and eases', () => {
    expect(prefersReducedMotion()).toBe(false);
    const map = fakeMap();
    moveMap(map as never, 'fly', { center: [-104.8, 39.5], zoom: 16 });
    moveMap(map as never, 'ease', { center: [-104.7, 39.4] });
    expect(map.flyTo).toHaveBeenCalledWith({ center: [-104.8, 39.5], zoom: 16 });
    expect(map.easeTo).toHaveBeenCalledWith({ center: [-104.7, 39.4] });
    expect(map.jumpTo).not.toHaveBeenCalled();
  });

  it("keeps the engine's fades and the style's transitions", () => {
    expect(motionMapOptions()).toEqual({});
    expect(motionStyle(style)).toBe(style);
  });
});

describe('with prefers-reduced-motion: reduce', () => {
  beforeEach(() => reducedMotion(true));

  it('jumps instead of flying or easing', () => {
    expect(prefersReducedMotion()).toBe(true);
    const map = fakeMap();
    moveMap(map as never, 'fly', { center: [-104.8, 39.5], zoom: 16 });
    moveMap(map as never, 'ease', { center: [-104.7, 39.4] });
    expect(map.jumpTo.mock.calls).toEqual([[{ center: [-104.8, 39.5], zoom: 16 }], [{ center: [-104.7, 39.4] }]]);
    expect(map.flyTo).not.toHaveBeenCalled();
    expect(map.easeTo).not.toHaveBeenCalled();
  });

  it('draws labels without fading and paint changes without transitions', () => {
    expect(motionMapOptions()).toEqual({ fadeDuration: 0 });
    expect(motionStyle(style)).toEqual({ ...style, transition: { duration: 0, delay: 0 } });
    expect(style).not.toHaveProperty('transition');
    // A style given by URL is the provider's: left as it is.
    expect(motionStyle('https://example.org/style.json')).toBe('https://example.org/style.json');
  });
});

it('is false where there is no matchMedia (server, old browsers)', () => {
  // @ts-expect-error -- removed on purpose
  delete window.matchMedia;
  expect(prefersReducedMotion()).toBe(false);
});
