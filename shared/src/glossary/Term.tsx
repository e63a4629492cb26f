import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@basin/shared';
import { glossaryDefinition, glossaryHref, glossaryTerm, type GlossaryKey } from './glossary';
import './term.css';

/** The pop-up keeps this far from the window's edges. */
const EDGE_PX = 8;

/**
 * A technical term in running text, explained where it appears (issue 30): the word is a button that
 * opens its glossary definition below it, with a link to the glossary page. A disclosure rather than a
 * hover tooltip, so it works by touch and keyboard alike: Enter or Space opens it, Tab reaches the link
 * (the pop-up follows the button in the reading order), Escape, a second press, a click elsewhere or
 * focus leaving the term closes it. `name` is a glossary key, so a term that the glossary lacks does not compile.
 */
export function Term({ name, children }: { name: GlossaryKey; children?: ReactNode }) {
  const t = useT();
  const entry = { term: glossaryTerm(t, name), definition: glossaryDefinition(t, name) };
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = wrapper.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (focusInside) button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // A term near the window's right edge (a phone's narrow column): the pop-up moves left to stay in view.
  // Measured again on the next frame, once the pop-up's text has its final width.
  useLayoutEffect(() => {
    const element = popup.current;
    if (!open || !element) return;
    const keepInView = () => {
      element.style.left = '0px';
      const { left, right } = element.getBoundingClientRect();
      const width = Math.min(window.innerWidth, document.documentElement.clientWidth || window.innerWidth);
      let offset = right > width - EDGE_PX ? width - EDGE_PX - right : 0;
      if (left + offset < EDGE_PX) offset = EDGE_PX - left;
      element.style.left = `${offset}px`;
    };
    keepInView();
    const frame = requestAnimationFrame(keepInView);
    return () => cancelAnimationFrame(frame);
  }, [open]);

  return (
    <span
      ref={wrapper}
      className="glossary-term"
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="glossary-term__button"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        {children ?? entry.term}
      </button>
      {open && (
        <span ref={popup} id={popupId} className="glossary-term__popup">
          <strong className="glossary-term__name">{entry.term}</strong>
          <span className="glossary-term__definition">{entry.definition}</span>
          <Link className="glossary-term__more" to={glossaryHref(name)}>
            {t.rich('shared.glossary.more', { term: entry.term, hidden: (chunks) => <span key="hidden" className="glossary-term__hidden">{chunks}</span> })}
          </Link>
        </span>
      )}
    </span>
  );
}

/**
 * The rich-message values that make tags glossary terms: `t.rich(id, termTags({ storm: 'stormFlow' }))`
 * renders `<storm>storm samples</storm>` in the message as the term stormFlow, in either language.
 */
export function termTags(tags: Record<string, GlossaryKey>): Record<string, (chunks: ReactNode[]) => ReactNode> {
  return Object.fromEntries(
    Object.entries(tags).map(([tag, name]) => [
      tag,
      (chunks: ReactNode[]) => (
        <Term key={tag} name={name}>
          {chunks}
        </Term>
      ),
    ]),
  );
}
