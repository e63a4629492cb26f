import { fireEvent, render, screen, waitFor } from '@testing-library/react';

import { MemoryRouter, useLocation } from 'react-router-dom';
import { LanguageSwitch } from './LanguageSwitch';
import { loadCatalogue, setLanguage } from './catalogue';
import { sharedCatalogue } from './sharedCatalogue';
import { currentT, useT } from './translate';
import { LANGUAGE_STORAGE_KEY } from './language';

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function Title() {
  const t = useT();
  return <h1>{t('shared.route./explore/precipitation.title')}</h1>;
}

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

describe('the language switch', () => {
  it('translates the page at once, keeps the page and its filters, and puts lang in the address', async () => {
    await loadCatalogue(sharedCatalogue, 'en');
    render(
      <MemoryRouter initialEntries={['/explore/precipitation?gauge=2&from=2020-01-01']}>
        <LanguageSwitch />
        <Title />
        <Address />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Precipitation in the Basin');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('Precipitación en la cuenca'));
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('lang', 'es');
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('/explore/precipitation?gauge=2&from=2020-01-01&lang=es'));
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
  });

  it('formats numbers for the language', async () => {
    await setLanguage('es');
    expect(currentT().intl.formatNumber(1234.5)).toBe('1,234.5'); // Spanish as used in the US (es-US)
    await setLanguage('en');
    expect(currentT().intl.formatNumber(1234.5)).toBe('1,234.5');
  });
});
