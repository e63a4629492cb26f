// Seeded value noise for the generated geography: a hash of integer lattice points, smoothly
// interpolated, summed over octaves (fractal noise). Pure integer hashing plus +, *, so the same seed
// gives the same numbers on every platform.

// Read once: under jest every test file runs in a vm context, where each read of a global such as
// `Math` is a slow lookup, and the geography calls these millions of times (8 s instead of 0.5 s).
const { floor, imul } = Math;

/** 32-bit hash of a few integers (a murmur3-style finaliser after each part). */
export function hashInts(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = imul(h ^ (part | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** Uniform in [0, 1) from integers. */
export function hash01(...parts: number[]): number {
  return hashInts(...parts) / 4294967296;
}

const fade = (t: number) => t * t * t * (t * (t * 6 - 15) + 10);

/** Value noise in [-1, 1] at (x, y) in lattice units. */
export function valueNoise(seed: number, x: number, y: number): number {
  const x0 = floor(x);
  const y0 = floor(y);
  const tx = fade(x - x0);
  const ty = fade(y - y0);
  const corner = (i: number, j: number) => hash01(seed, x0 + i, y0 + j) * 2 - 1;
  const bottom = corner(0, 0) + (corner(1, 0) - corner(0, 0)) * tx;
  const top = corner(0, 1) + (corner(1, 1) - corner(0, 1)) * tx;
  return bottom + (top - bottom) * ty;
}

/** Fractal noise, about [-1, 1]: `octaves` layers, each twice the frequency and half the amplitude. */
export function fractalNoise(seed: number, x: number, y: number, wavelength: number, octaves = 4): number {
  let sum = 0;
  let amplitude = 1;
  let total = 0;
  let frequency = 1 / wavelength;
  for (let octave = 0; octave < octaves; octave++) {
    sum += amplitude * valueNoise(seed + octave * 1013, x * frequency, y * frequency);
    total += amplitude;
    amplitude /= 2;
    frequency *= 2;
  }
  return sum / total;
}

/** One-dimensional value noise in [-1, 1] along a curve (t in lattice units). */
export function noise1d(seed: number, t: number): number {
  return valueNoise(seed, t, 0.5);
}
