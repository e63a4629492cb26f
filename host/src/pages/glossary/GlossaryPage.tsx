import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { Typography } from 'antd';
import { useDocumentTitle, useT } from '@basin/shared';
import { glossaryAnchor, glossaryEntries } from '@basin/shared/glossary';
import './glossary.css';

const { Title, Paragraph } = Typography;

/**
 * Opened on a term's anchor (a Term's "More in the glossary" link): show that entry and put the keyboard
 * focus on it. After the layout's own move to the top of a new page, which runs after this page's effects.
 */
function useTermInAddress() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    const timer = setTimeout(() => {
      const entry = document.getElementById(decodeURIComponent(hash.slice(1)));
      entry?.scrollIntoView({ block: 'start' });
      entry?.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [hash]);
}

/** Every technical term of the portal with its plain-language definition (issue 30), one anchor per term. */
export default function GlossaryPage() {
  const t = useT();
  useDocumentTitle(t('host.glossary.title'));
  // The terms, alphabetical in the page's language.
  const entries = useMemo(() => glossaryEntries(t), [t]);
  useTermInAddress();
  return (
    <article className="glossary-page">
      <Title level={1}>{t('host.glossary.title')}</Title>
      <Paragraph>{t('host.glossary.intro')}</Paragraph>
      <dl className="glossary-page__list">
        {entries.map((entry) => (
          <div key={entry.key} id={glossaryAnchor(entry.key)} className="glossary-page__entry" tabIndex={-1}>
            <dt>{entry.term}</dt>
            <dd>
              {entry.definition}
              {/* The other spellings are English search words: listed on the English page only. */}
              {t.language === 'en' && entry.aliases && entry.aliases.length > 0 && <span className="glossary-page__aliases">{t('host.glossary.also', { aliases: entry.aliases.join(', ') })}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
