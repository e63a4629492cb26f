import { useId, useState, type CSSProperties } from 'react';
import { Button, Spin } from 'antd';
import type { SiteStatus } from '@basin/api/schemas';
import { tokens, useT, type Translate } from '@basin/shared';
import { statusSentences, subjectName, trendDetailRows } from './sentences';
import { useSiteStatus, type StatusSubject } from './siteStatus';

export interface StatusCardProps {
  /** A location id, or 'reservoir' for the reservoir as a whole. */
  subject: StatusSubject;
  /** The card's heading level: 2 at the top of a page, 3 inside a panel under its own h2. */
  headingLevel?: 2 | 3;
  /** The heading; default "Now, and which way it is going". */
  title?: string;
}

const dateInWords = (t: Translate, isoDate: string) => t.intl.formatDate(new Date(`${isoDate}T12:00:00Z`), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * Issue 30: "how is it now, and which way is it going", answered in one plain sentence per key
 * parameter, computed on the current data (GET /site-status). The test behind each trend (Seasonal
 * Kendall, p, Sen slope, counts) is one click away in a disclosure a keyboard reaches.
 */
export function StatusCard({ subject, headingLevel = 2, title }: StatusCardProps) {
  const t = useT();
  const headingId = useId();
  const status = useSiteStatus(subject);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} style={cardStyle} data-testid="status-card">
      <Heading id={headingId} style={headingStyle(headingLevel)}>
        {title ?? t('shared.status.title')}
      </Heading>
      {status.isPending ? (
        <div role="status" aria-live="polite" style={quietStyle}>
          <Spin size="small" /> {t('shared.status.computing')}
        </div>
      ) : status.isError ? (
        <div role="alert" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <span>{t('shared.status.loadFailed')}</span>
          <Button size="small" onClick={() => void status.refetch()}>
            {t('shared.status.retry')}
          </Button>
        </div>
      ) : status.data.parameters.length === 0 ? (
        <p role="status" style={quietStyle}>
          {t('shared.status.noResultsYet')}
        </p>
      ) : (
        <StatusBody status={status.data} />
      )}
    </section>
  );
}

function StatusBody({ status }: { status: SiteStatus }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const sentences = statusSentences(status, t);
  const rows = trendDetailRows(status, t);
  return (
    <>
      <ul style={listStyle}>
        {sentences.map((item) => (
          <li key={item.parameterid} data-parameterid={item.parameterid}>
            <p style={{ margin: 0 }}>
              <strong>{item.parameter}:</strong> {item.sentence}
            </p>
            {item.notes.map((note) => (
              <p key={note} style={noteStyle}>
                {t('shared.status.note', { note })}
              </p>
            ))}
          </li>
        ))}
      </ul>
      <p style={quietStyle}>
        {t('shared.status.computedFor', { name: subjectName(status.subject, t), date: dateInWords(t, status.as_of) })}
      </p>
      <div>
        <Button type="link" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((value) => !value)} style={{ padding: 0, height: 'auto' }}>
          {open ? t('shared.status.hideDetails') : t('shared.status.showDetails')}
        </Button>
        <div id={detailsId} hidden={!open} style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('shared.status.detailsLabel')}>
          <table style={tableStyle}>
            <caption style={captionStyle}>
              {t('shared.status.detailsCaption')}
            </caption>
            <thead>
              <tr>
                {[
                  t('shared.status.column.parameter'),
                  t('shared.status.column.period'),
                  t('shared.status.column.trend'),
                  t('shared.status.column.test'),
                  t('shared.status.column.pValue'),
                  t('shared.status.column.senSlope'),
                  t('shared.status.column.values'),
                  t('shared.status.column.nondetects'),
                ].map((name) => (
                  <th key={name} scope="col" style={cellStyle}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" style={cellStyle}>
                    {row.parameter}
                  </th>
                  <td style={cellStyle}>{row.period}</td>
                  <td style={cellStyle}>{row.trend}</td>
                  <td style={cellStyle}>{row.test}</td>
                  <td style={cellStyle}>{row.p}</td>
                  <td style={cellStyle}>{row.slope}</td>
                  <td style={cellStyle}>{row.values}</td>
                  <td style={cellStyle}>{row.nondetects}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}

const cardStyle: CSSProperties = {
  display: 'grid',
  gap: 8,
  padding: '12px 16px',
  background: tokens.colors.surface,
  border: `1px solid ${tokens.colors.border}`,
  borderLeft: `4px solid ${tokens.colors.primary}`,
  borderRadius: 8,
  maxWidth: '80ch',
  color: tokens.colors.text,
};
const headingStyle = (level: 2 | 3): CSSProperties => ({ margin: 0, fontSize: level === 2 ? 20 : 17, lineHeight: 1.3 });
const listStyle: CSSProperties = { display: 'grid', gap: 8, margin: 0, paddingLeft: 20 };
const quietStyle: CSSProperties = { margin: 0, color: tokens.colors.textSecondary, fontSize: 14 };
const noteStyle: CSSProperties = { margin: '4px 0 0', color: tokens.colors.textSecondary, fontSize: 14 };
const tableStyle: CSSProperties = { borderCollapse: 'collapse', fontSize: 13, marginTop: 8 };
const captionStyle: CSSProperties = { captionSide: 'top', textAlign: 'left', color: tokens.colors.textSecondary, paddingBottom: 4 };
const cellStyle: CSSProperties = { border: `1px solid ${tokens.colors.border}`, padding: '4px 6px', textAlign: 'left', verticalAlign: 'top' };
