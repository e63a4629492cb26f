/** The portal's copyright line: the host's footer, and full-height screens that have no footer. */
export const COPYRIGHT_HOLDER = 'Basin Water Quality Authority';

export function copyrightNotice(year = new Date().getFullYear()): string {
  return `© ${year} ${COPYRIGHT_HOLDER}. All rights reserved.`;
}
