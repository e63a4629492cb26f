import { lazy, Suspense, useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { sharedKitCatalogue, useT, withCatalogue } from '@basin/shared';
import type { SearchFound } from './SidebarSearchResults';
import './sidebarSearch.css';

// The results (the lists, the glossary and the matching) load with the first search, not with every page.
// With the shared kits' catalogue: the results name glossary terms, parameters and location types.
const SidebarSearchResults = withCatalogue([sharedKitCatalogue], lazy(() => import('./SidebarSearchResults')));

/** Waits this long after the last keystroke, as the map's location search (spec 01 §9). */
const DEBOUNCE_MS = 200;

const NOTHING_FOUND: SearchFound = { paths: [], status: '' };

/**
 * The sidebar's search (issue 30): sites, parameters, pages and glossary terms, grouped by kind, in the
 * WAI-ARIA combobox pattern: the box owns a listbox of results; Down and Up arrows move through them (the
 * box keeps the focus, `aria-activedescendant` names the result), Enter opens the one chosen or else the
 * best, Escape closes the list and a second Escape clears the box. The number of results is announced.
 */
export function SidebarSearch({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [listOpen, setListOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const [found, setFound] = useState<SearchFound>(NOTHING_FOUND);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // New results: no result is chosen until an arrow key chooses one.
  const onFound = useCallback((next: SearchFound) => {
    setFound(next);
    setActive(-1);
  }, []);

  const listboxId = `${id}-results`;
  const optionId = useCallback((index: number) => `${id}-result-${index}`, [id]);
  const searching = query !== '';
  const expanded = searching && listOpen && found.paths.length > 0;

  const open = (path: string) => {
    navigate(path);
    setText('');
    setQuery('');
    setFound(NOTHING_FOUND);
    setActive(-1);
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = found.paths.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!expanded) {
          setListOpen(true);
          if (count > 0) setActive(event.key === 'ArrowDown' ? 0 : count - 1);
          return;
        }
        setActive((index) => (event.key === 'ArrowDown' ? (index + 1) % count : index <= 0 ? count - 1 : index - 1));
        return;
      }
      case 'Enter': {
        event.preventDefault();
        // Typed faster than the search: search now; the next Enter opens a result.
        if (text.trim() !== query) return setQuery(text.trim());
        if (count > 0) open(found.paths[active >= 0 ? active : 0]!);
        return;
      }
      case 'Escape': {
        if (!expanded && text === '') return;
        // Handled here: the phone's drawer around the search must not close as well.
        event.preventDefault();
        event.stopPropagation();
        if (expanded) {
          setListOpen(false);
          setActive(-1);
        } else {
          setText('');
          setQuery('');
          setFound(NOTHING_FOUND);
        }
        return;
      }
    }
  };

  return (
    <div className="sidebar-search">
      <form role="search" aria-label={t('host.search.form')} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-box`} className="sidebar-search__label">
          {t('host.search.label')}
        </label>
        <input
          id={`${id}-box`}
          className="sidebar-search__box"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('host.search.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setListOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        <span id={`${id}-hint`} hidden>
          {t('host.search.hint')}
        </span>
      </form>
      {/* Always present, so that screen readers announce each new count. */}
      <p className="sidebar-search__status" role="status">
        {searching ? found.status : ''}
      </p>
      {searching && (
        <Suspense fallback={null}>
          <SidebarSearchResults
            query={query}
            listboxId={listboxId}
            optionId={optionId}
            active={active}
            shown={listOpen}
            onFound={onFound}
            onOpen={open}
          />
        </Suspense>
      )}
    </div>
  );
}
