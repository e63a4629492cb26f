import { useId, useState, type CSSProperties } from 'react';
import { Button, Spin } from 'antd';
import type { SiteStatus } from '@basin/api/schemas';
import { tokens } from '@basin/shared';
import { statusSentences, trendDetailRows } from './sentences';
import { useSiteStatus, type StatusSubject } from './siteStatus';

export interface StatusCardProps {
  /** A location id, or 'reservoir' for the reservoir as a whole. */
  subject: StatusSubject;
  /** The card's heading level: 2 at the top of a page, 3 inside a panel under its own h2. */
  headingLevel?: 2 | 3;
  /** The heading; default "Now, and which way it is going". */
  title?: string;
}

const dateInWords = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * Issue 30: "how is it now, and which way is it going", answered in one plain sentence per key
 * parameter, computed on the current data (GET /site-status). The test behind each trend (Seasonal
 * Kendall, p, Sen slope, counts) is one click away in a disclosure a keyboard reaches.
 */
export function StatusCard({ subject, headingLevel = 2, title = 'Now, and which way it is going' }: StatusCardProps) {
  const headingId = useId();
  const status = useSiteStatus(subject);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} style={cardStyle} data-testid="status-card">
      <Heading id={headingId} style={headingStyle(headingLevel)}>
        {title}
      </Heading>
      {status.isPending ? (
        <div role="status" aria-live="polite" style={quietStyle}>
          <Spin size="small" /> Computing the current status…
        </div>
      ) : status.isError ? (
        <div role="alert" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <span>The current status could not be loaded.</span>
          <Button size="small" onClick={() => void status.refetch()}>
            Retry
          </Button>
        </div>
      ) : status.data.parameters.length === 0 ? (
        <p role="status" style={quietStyle}>
          No results yet at this site.
        </p>
      ) : (
        <StatusBody status={status.data} />
      )}
    </section>
  );
}

function StatusBody({ status }: { status: SiteStatus }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const sentences = statusSentences(status);
  const rows = trendDetailRows(status);
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
                Note: {note}
              </p>
            ))}
          </li>
        ))}
      </ul>
      <p style={quietStyle}>
        Computed for {status.subject.name} on every result up to {dateInWords(status.as_of)}. Trends: Seasonal Kendall test over water-year quarters.
      </p>
      <div>
        <Button type="link" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((value) => !value)} style={{ padding: 0, height: 'auto' }}>
          {open ? 'Hide the test details' : 'Show the test details (test, p, Sen slope)'}
        </Button>
        <div id={detailsId} hidden={!open} style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Trend test details">
          <table style={tableStyle}>
            <caption style={captionStyle}>
              Trend tests: a trend counts as rising or falling when p is below 0.05; the Sen slope is the typical change a year.
            </caption>
            <thead>
              <tr>
                {['Parameter', 'Period', 'Trend', 'Test', 'p', 'Sen slope', 'Values', 'Non-detects'].map((name) => (
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
