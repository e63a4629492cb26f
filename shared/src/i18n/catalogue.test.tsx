import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { defineCatalogue, withCatalogue } from './catalogue';
import { useT } from './translate';

describe('a page with its catalogue', () => {
  it('renders a lazily loaded page once its catalogue is loaded, with its messages', async () => {
    const catalogue = defineCatalogue('test-page', {
      en: async () => ({ default: { 'test.page.heading': 'Heading from the catalogue' } }),
      es: async () => ({ default: { 'test.page.heading': 'Encabezado del catálogo' } }),
    });
    function Page({ suffix }: { suffix: string }) {
      const t = useT();
      return <h1>{`${t('test.page.heading')}${suffix}`}</h1>;
    }
    // As a remote's routes give it: a lazy page, wrapped once more (a lazy of a lazy must still render).
    const WithMessages = withCatalogue([catalogue], lazy(async () => ({ default: Page })));
    render(
      <Suspense fallback="loading">
        <WithMessages suffix="!" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading')).toHaveTextContent('Heading from the catalogue!');
  });
});
