import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import UnderConstruction from './UnderConstruction';

describe('UnderConstruction', () => {
  it('titles the page after the current route and says it is being built', () => {
    render(
      <MemoryRouter initialEntries={['/tools/download']}>
        <UnderConstruction />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Query & Download');
    expect(screen.getByRole('note')).toHaveTextContent('This page is being built.');
    expect(document.title).toBe('Query & Download | Basin Water Portal');
  });
});
