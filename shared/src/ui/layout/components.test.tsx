import { useState } from 'react';
import { createPortal } from 'react-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PopoverButton } from './PopoverButton';
import { ResizableSplit } from './ResizableSplit';

function Split() {
  const [size, setSize] = useState(30);
  return <ResizableSplit main={<p>map</p>} pane={<p>results</p>} size={size} onSizeChange={setSize} label="Resize the results panel" valueText={(value) => `${value}%`} />;
}

describe('ResizableSplit', () => {
  it('is a separator with its value, moved by the keyboard', () => {
    render(<Split />);
    const separator = screen.getByRole('separator', { name: 'Resize the results panel' });
    expect(separator).toHaveAttribute('aria-valuenow', '30');
    expect(separator).toHaveAttribute('aria-valuemin', '15');
    expect(separator).toHaveAttribute('aria-valuemax', '80');
    expect(separator).toHaveAttribute('aria-valuetext', '30%');
    expect(separator).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(separator, { key: 'ArrowUp' });
    expect(separator).toHaveAttribute('aria-valuenow', '35');
    fireEvent.keyDown(separator, { key: 'End' });
    expect(separator).toHaveAttribute('aria-valuenow', '80');
    fireEvent.keyDown(separator, { key: 'Home' });
    expect(separator).toHaveAttribute('aria-valuenow', '15');
    expect(screen.getByText('results').parentElement).toHaveStyle({ flex: '0 0 15%' });
  });

  it('takes a quick drag whose release comes before the page rendered the press', () => {
    const onSizeChange = jest.fn();
    render(<ResizableSplit main={<p>map</p>} pane={<p>results</p>} size={30} onSizeChange={onSizeChange} label="Resize" />);
    const separator = screen.getByRole('separator', { name: 'Resize' });
    separator.setPointerCapture = jest.fn();
    // The split is 400 px tall from y = 100: a release at y = 300 leaves the lower pane half of it.
    separator.parentElement!.getBoundingClientRect = () => ({ top: 100, bottom: 500 }) as DOMRect;
    act(() => {
      fireEvent.pointerDown(separator, { button: 0, clientY: 450, pointerId: 1 });
      fireEvent.pointerUp(separator, { clientY: 300, pointerId: 1 });
    });
    expect(onSizeChange).toHaveBeenCalledWith(50);
  });

  it('shows the main pane alone without a lower pane', () => {
    render(<ResizableSplit main={<p>map</p>} pane={null} size={30} onSizeChange={() => undefined} label="Resize" />);
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
  });
});

function Popover() {
  return (
    <>
      <PopoverButton label="Colour by" trigger={(props) => <button type="button" {...props}>Colour by</button>}>
        <button type="button">First</button>
        <button type="button">Last</button>
      </PopoverButton>
      <button type="button">Outside</button>
    </>
  );
}

describe('PopoverButton', () => {
  afterEach(() => jest.restoreAllMocks());
  it('takes focus when opened, cycles Tab inside, and Escape returns focus to its button', () => {
    render(<Popover />);
    const button = screen.getByRole('button', { name: 'Colour by' });
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Colour by' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    // jsdom has no layout: every control counts as shown when it has client rects.
    jest.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    screen.getByRole('button', { name: 'Last' }).focus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Last' }), { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'First' }), { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Last' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press outside, not on one inside', () => {
    render(<Popover />);
    fireEvent.click(screen.getByRole('button', { name: 'Colour by' }));
    fireEvent.pointerDown(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves Escape to a dialog it opened in a portal: only the top layer closes', () => {
    render(
      <PopoverButton label="More" trigger={(props) => <button type="button" {...props}>More</button>}>
        {createPortal(<input aria-label="In a modal" />, document.body)}
      </PopoverButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'In a modal' }), { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'More' })).toBeInTheDocument();
  });
});
