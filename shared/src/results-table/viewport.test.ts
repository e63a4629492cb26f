import { BELOW_BOX, MIN_BOX_HEIGHT, viewportBoxHeight } from './viewport';

describe('viewportBoxHeight', () => {
  it('fills the window under the box, less the pagination', () => {
    expect(viewportBoxHeight(900, 300)).toBe(900 - 300 - BELOW_BOX);
  });

  it('never exceeds the window, so a box scrolled to still fits it', () => {
    expect(viewportBoxHeight(900, 0)).toBe(900 - BELOW_BOX);
  });

  it('keeps a few rows on a short window or a box far down the page', () => {
    expect(viewportBoxHeight(844, 800)).toBe(MIN_BOX_HEIGHT);
  });
});
