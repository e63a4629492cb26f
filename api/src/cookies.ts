/**
 * The value of one cookie in a Cookie header, or null. Only for the API's own cookies, whose values
 * are plain tokens (letters, digits, `._-`), so no decoding is needed; anything else reads as absent.
 */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === name && value && /^[\w.-]+$/.test(value)) return value;
  }
  return null;
}
