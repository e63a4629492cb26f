const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#rrggbb' or '#rgb' (the '#' optional) as [r, g, b] for WebGL layers; anything else is a RangeError. */
export function hexToRgb(hex: string): [number, number, number] {
  const match = HEX_COLOR.exec(hex.trim());
  if (!match?.[1]) throw new RangeError(`Not a hex colour: '${hex}'`);
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const channel = (offset: number) => Number.parseInt(digits.slice(offset, offset + 2), 16);
  return [channel(0), channel(2), channel(4)];
}
