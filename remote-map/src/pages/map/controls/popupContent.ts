/** A link at the foot of a popup (e.g. 'Open site page'). */
export interface PopupLink {
  href: string;
  text: string;
  /** Follows the link within the portal (a router navigation) instead of loading the page again. */
  onFollow?: (href: string) => void;
}

/** A popup's content as DOM nodes (never HTML strings: feature properties come from data). */
export function popupContent(title: string, rows: ReadonlyArray<readonly [string, string]>, link?: PopupLink): HTMLElement {
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
  if (link) root.append(popupLink(link));
  return root;
}

/** Whether the page is inside another site's frame (the embeds). */
function embedded(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent cannot even be compared: embedded.
    return true;
  }
}

/**
 * The link element: a real link (open in a new tab works), followed by the router on a plain click.
 * In an embedded map it opens a new tab, so the host page's frame keeps its map.
 */
export function popupLink({ href, text, onFollow }: PopupLink): HTMLElement {
  const paragraph = document.createElement('p');
  paragraph.className = 'map-popup__link';
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = text;
  const inFrame = embedded();
  if (inFrame) {
    anchor.target = '_blank';
    anchor.rel = 'noopener';
  }
  anchor.addEventListener('click', (event) => {
    if (!onFollow || inFrame || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onFollow(href);
  });
  paragraph.append(anchor);
  return paragraph;
}
