import { useId } from 'react';
import { describeApprovedThrough, tokens, useT, type SiteApproval } from '@basin/shared';

/**
 * Where the approved values end in the period shown (issue 31): one sentence when every site's end on
 * the same day, else one line per site. Nothing without sites (loading, an empty selection).
 */
export function ApprovedThrough({ approvals }: { approvals: readonly SiteApproval[] }) {
  const t = useT();
  const leadId = useId();
  const words = describeApprovedThrough(approvals, t);
  if (!words) return null;
  return (
    <div data-part="approved-through" style={{ marginTop: 8, color: tokens.colors.text }}>
      <p id={leadId} style={{ margin: 0 }}>
        {words.lead}
      </p>
      {words.items.length > 0 && (
        <ul aria-labelledby={leadId} style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
          {words.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
