import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import NotFoundPage from './NotFoundPage';

it('says the page was not found and links home', () => {
  render(
    <MemoryRouter>
      <NotFoundPage />
    </MemoryRouter>,
  );
  expect(screen.getByText('Page not found. The page you are looking for might have been removed.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to home page' })).toHaveAttribute('href', '/');
});
