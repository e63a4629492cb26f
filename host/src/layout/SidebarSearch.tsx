import { lazy, Suspense, useEffect, useId, useState } from 'react';
import './sidebarSearch.css';

// The results (the locations query and the matching) load with the first search, not with every page.
const SidebarSearchResults = lazy(() => import('./SidebarSearchResults'));

/** Waits this long after the last keystroke, as the map's location search (spec 01 §9). */
const DEBOUNCE_MS = 200;

/**
 * The sidebar's search: pages by title and monitoring sites by name, id, description, type, group or
 * county, each result a link (a site's goes to its page). A search landmark with a labelled box; the
 * results follow it in the reading order and their count is announced.
 */
export function SidebarSearch({ onNavigate }: { onNavigate?: () => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const done = () => {
    setText('');
    setQuery('');
    onNavigate?.();
  };
  return (
    <div className="sidebar-search">
      <form role="search" aria-label="Pages and sites" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-box`} className="sidebar-search__label">
          Find a page or site
        </label>
        <input
          id={`${id}-box`}
          className="sidebar-search__box"
          type="search"
          autoComplete="off"
          placeholder="Name, id, county…"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setText('');
          }}
        />
      </form>
      {query !== '' && (
        <Suspense fallback={<p className="sidebar-search__status" role="status">Searching…</p>}>
          <SidebarSearchResults query={query} onNavigate={done} />
        </Suspense>
      )}
    </div>
  );
}
