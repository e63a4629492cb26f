import { initialLanguage, preferredLanguage } from './language';

describe('the language a page opens in', () => {
  it('takes the link’s lang parameter first, then the remembered choice, then the browser’s preference', () => {
    expect(initialLanguage({ search: '?lang=es&site=3', stored: 'en', browserLanguages: ['en-US'] })).toBe('es');
    expect(initialLanguage({ search: '?site=3', stored: 'es', browserLanguages: ['en-US'] })).toBe('es');
    expect(initialLanguage({ search: '', stored: null, browserLanguages: ['es-MX', 'en'] })).toBe('es');
    expect(initialLanguage({ search: '?lang=fr', stored: 'xx', browserLanguages: ['fr-FR'] })).toBe('en');
  });

  it('reads the first offered language of the browser’s list, regional variants included', () => {
    expect(preferredLanguage(['fr-CA', 'ES-419', 'en'])).toBe('es');
    expect(preferredLanguage(['de'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});
