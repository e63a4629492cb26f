import { fireEvent, render, screen } from '@testing-library/react';
import { MapStatus } from './MapStatus';

describe('MapStatus', () => {
  it('shows the empty portal notice over the map when there are no monitoring locations, with or without filters', () => {
    const { rerender } = render(<MapStatus shown={0} total={0} filtered onReset={() => undefined} />);
    expect(screen.getByRole('status', { name: 'No monitoring data yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument();
    rerender(<MapStatus shown={0} total={0} filtered={false} onReset={() => undefined} />);
    expect(screen.getByRole('status', { name: 'No monitoring data yet' })).toBeInTheDocument();
  });

  it('offers to reset the filters when they leave no location, and says nothing while the locations load', () => {
    const onReset = jest.fn();
    const { rerender } = render(<MapStatus shown={0} total={12} filtered onReset={onReset} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onReset).toHaveBeenCalled();
    rerender(<MapStatus shown={0} total={undefined} filtered onReset={onReset} />);
    expect(screen.queryByText('No monitoring data yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument();
  });
});
