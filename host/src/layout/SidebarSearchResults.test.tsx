import { currentT, loadCatalogue, setLanguage } from '@basin/shared';
import { catalogue } from '../i18n/catalogue';
import { foundStatus as statusIn } from './SidebarSearchResults';

const foundStatus = (...args: Parameters<typeof statusIn> extends [unknown, ...infer Rest] ? Rest : never) => statusIn(currentT(), ...args);

describe('the sidebar search count', () => {
  const group = (kind: 'site' | 'term', count: number, more = false) => ({ kind, more, results: Array.from({ length: count }, () => ({}) as never) });

  it('counts the results by kind, in words', () => {
    expect(foundStatus([group('site', 3), group('term', 1)], { pending: false, failed: false })).toBe('4 results: 3 sites, 1 glossary term');
    expect(foundStatus([group('site', 8, true)], { pending: false, failed: false })).toBe('8 results: more than 8 sites');
    expect(foundStatus([], { pending: false, failed: false })).toBe('No results');
  });

  it('says when the sites and parameters are still loading or could not be searched', () => {
    expect(foundStatus([group('term', 1)], { pending: true, failed: false })).toBe('1 result: 1 glossary term; still searching the sites and parameters…');
    expect(foundStatus([], { pending: false, failed: true })).toBe('No results; the sites and parameters could not be searched.');
  });

  it('counts in Spanish, with Spanish plurals', async () => {
    await loadCatalogue(catalogue, 'es');
    await setLanguage('es');
    try {
      expect(foundStatus([group('site', 3), group('term', 1)], { pending: false, failed: false })).toBe('4 resultados: 3 sitios y 1 término del glosario');
      expect(foundStatus([group('site', 8, true)], { pending: false, failed: false })).toBe('8 resultados: más de 8 sitios');
      expect(foundStatus([], { pending: false, failed: true })).toBe('Sin resultados; no se pudieron buscar los sitios y parámetros.');
    } finally {
      await setLanguage('en');
    }
  });
});
