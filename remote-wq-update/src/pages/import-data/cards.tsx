// What the page's cards and tables share.
import { tokens } from '@basin/shared';

/** A card's h2, the size of the analysis pages' card headings. */
export const cardHeading = { fontSize: 16, margin: 0 } as const;

/** A table's locale whose empty text keeps the page's contrast (antd's placeholder grey is too light for WCAG AA). */
export const emptyTable = (text: string) => ({ emptyText: <span style={{ color: tokens.colors.textSecondary }}>{text}</span> });
