import { act, render, screen } from '@testing-library/react';
import { useBasinStore } from '../store/store';
import { notify } from './notify';
import { Toaster } from './Toaster';

beforeEach(() => useBasinStore.setState({ toasts: [] }));

describe('notify', () => {
  it('queues an info toast that hides itself unless told otherwise', () => {
    const id = notify({ message: 'Saved' });
    expect(useBasinStore.getState().toasts).toEqual([{ id, message: 'Saved', severity: 'info', persistent: false }]);
    notify({ message: 'Failed', severity: 'error', persistent: true });
    expect(useBasinStore.getState().toasts[1]).toMatchObject({ severity: 'error', persistent: true });
  });
});

describe('Toaster', () => {
  it('renders nothing (and loads no notification code) until a toast is queued', () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a toast pushed with notify() as a status message and empties the queue', async () => {
    render(<Toaster />);
    act(() => {
      notify({ message: 'Data was copied to your clipboard.', severity: 'success' });
    });
    // The first toast loads the notification code (lazily): allow the import its time.
    const message = await screen.findByText('Data was copied to your clipboard.');
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(useBasinStore.getState().toasts).toHaveLength(0);
  });

  it('announces errors as alerts', async () => {
    render(<Toaster />);
    act(() => {
      notify({ message: 'Something went wrong.', severity: 'error' });
    });
    expect((await screen.findByText('Something went wrong.')).closest('[role="alert"]')).not.toBeNull();
  });
});
