/** A popup's content as DOM nodes (never HTML strings: feature properties come from data). */
export function popupContent(title: string, rows: ReadonlyArray<readonly [string, string]>): HTMLElement {
  const root = document.createElement('div');
  root.className = 'map-popup';
  const heading = document.createElement('h3');
  heading.textContent = title;
  root.append(heading);
  const list = document.createElement('dl');
  for (const [label, value] of rows) {
    const term = document.createElement('dt');
    term.textContent = label;
    const detail = document.createElement('dd');
    detail.textContent = value;
    list.append(term, detail);
  }
  root.append(list);
  return root;
}
