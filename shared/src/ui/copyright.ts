/** The portal's copyright line: the host's footer, and full-height screens that have no footer. */
import { currentT, type Translate } from '../i18n/translate';
export const COPYRIGHT_HOLDER = 'Basin Water Quality Authority';

export function copyrightNotice(year = new Date().getFullYear(), t: Translate = currentT()): string {
  return t('shared.ui.copyright', { year: String(year), holder: COPYRIGHT_HOLDER });
}
