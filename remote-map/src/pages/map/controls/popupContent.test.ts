import { popupContent } from './popupContent';

describe('popupContent', () => {
  it('builds the title and rows as text, never as HTML', () => {
    const root = popupContent('<b>CC-10</b>', [['Type', '<i>Surface Water</i>']]);
    expect(root.querySelector('h3')?.textContent).toBe('<b>CC-10</b>');
    expect(root.querySelector('b, i')).toBeNull();
    expect(root.querySelector('dd')?.textContent).toBe('<i>Surface Water</i>');
    expect(root.querySelector('a')).toBeNull();
  });

  it('ends with a link that the router follows on a plain click, and the browser on a modified one', () => {
    const onFollow = jest.fn();
    const root = popupContent('CC-10', [], { href: '/sites/68', text: 'Open site page', onFollow });
    const link = root.querySelector('a')!;
    expect(link.textContent).toBe('Open site page');
    expect(link.getAttribute('href')).toBe('/sites/68');
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(plain);
    expect(onFollow).toHaveBeenCalledWith('/sites/68');
    expect(plain.defaultPrevented).toBe(true);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    newTab.preventDefault = jest.fn();
    link.dispatchEvent(newTab);
    expect(onFollow).toHaveBeenCalledTimes(1);
  });
});
