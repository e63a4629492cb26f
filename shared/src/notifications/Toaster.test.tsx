import { act, render, screen } from '@testing-library/react';
import { useBasinStore } from '../store/store';
import { notify } from './notify';
import { Toaster } from './Toaster';

describe('Toaster', () => {
  it('shows a toast pushed with notify() and empties the queue', async () => {
    render(<Toaster />);
    act(() => {
      notify({ message: 'Data was copied to your clipboard.', severity: 'success' });
    });
    expect(await screen.findByText('Data was copied to your clipboard.')).toBeInTheDocument();
    expect(useBasinStore.getState().toasts).toHaveLength(0);
  });
});
