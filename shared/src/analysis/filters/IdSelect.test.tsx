/// <reference types="@testing-library/jest-dom" />
import { fireEvent, render, screen } from '@testing-library/react';
import { IdSelect } from './IdSelect';

jest.setTimeout(30_000);

const options = [
  { value: 68, label: 'CC-10' },
  { value: 300, label: 'MW-1' },
];

describe('IdSelect by keyboard', () => {
  it('adds what Enter chose, and nothing on Tab (antd would add the highlighted option)', () => {
    const onChange = jest.fn();
    render(<IdSelect multiple label="Locations" options={options} value={[]} onChange={onChange} />);
    const input = screen.getByLabelText('Locations');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'CC-10' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith([68]);
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(input, { key: 'Tab', code: 'Tab', keyCode: 9, which: 9 });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
