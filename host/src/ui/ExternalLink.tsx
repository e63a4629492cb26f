import type { ReactNode } from 'react';
import { useT } from '@basin/shared';
import './ui.css';

/** A link to another site: opens in a new tab, says so to screen readers, and gives that site no access to this window. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const t = useT();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{t('host.ui.opensInNewTab')}</span>
    </a>
  );
}
