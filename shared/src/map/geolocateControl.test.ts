import { GEOLOCATE_BUTTON_NAME, geolocateControl } from './geolocateControl';

/** An engine control that, like maplibre's, adds an unnamed button and names it only later. */
class UnnamedUntilLater {
  constructor(readonly options: unknown) {}
  onAdd() {
    const container = document.createElement('div');
    container.appendChild(document.createElement('button'));
    return container;
  }
  onRemove() {}
}

describe('geolocateControl', () => {
  it('names the button from the moment it is added', () => {
    const control = geolocateControl({ GeolocateControl: UnnamedUntilLater as never });
    const container = control.onAdd({} as never);
    const button = container.querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe(GEOLOCATE_BUTTON_NAME);
  });

  it('keeps a name the engine has already given', () => {
    class Named extends UnnamedUntilLater {
      override onAdd() {
        const container = super.onAdd();
        container.querySelector('button')!.setAttribute('aria-label', 'Location not available');
        return container;
      }
    }
    const control = geolocateControl({ GeolocateControl: Named as never });
    expect(control.onAdd({} as never).querySelector('button')!.getAttribute('aria-label')).toBe('Location not available');
  });
});
