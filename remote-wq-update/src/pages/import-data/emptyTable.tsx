import { tokens } from '@basin/shared';

/** A table's locale whose empty text keeps the page's contrast (antd's placeholder grey is too light for WCAG AA). */
export const emptyTable = (text: string) => ({ emptyText: <span style={{ color: tokens.colors.textSecondary }}>{text}</span> });
