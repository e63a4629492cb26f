// Small building blocks of the results panel.
import { useEffect, type ReactNode } from 'react';
import { Space, Spin, Typography } from 'antd';
// One file per icon: the package index pulls in every icon (and is ESM-only under jest).
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DashOutlined from '@ant-design/icons/DashOutlined';
import MinusOutlined from '@ant-design/icons/MinusOutlined';
import QuestionOutlined from '@ant-design/icons/QuestionOutlined';
import type { TrendClass } from '@basin/api/domain';
import { tokens, useT, trendLabel } from '@basin/shared';

/** A colour with its text: the swatch is decoration, the text carries the meaning (WCAG 1.4.1). */
export function Swatch({ color, children }: { color: string; children: ReactNode }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          width: 12,
          height: 12,
          flex: 'none',
          background: color,
          // Yellow and orange are light on white: a dark outline keeps the swatch visible (tokens.ts).
          border: `1px solid ${tokens.colors.text}`,
          borderRadius: 2,
        }}
      />
      <span>{children}</span>
    </span>
  );
}

const TREND_ICONS: Record<TrendClass, ReactNode> = {
  increasing: <ArrowUpOutlined aria-hidden />,
  decreasing: <ArrowDownOutlined aria-hidden />,
  stable: <MinusOutlined aria-hidden />,
  'no trend': <DashOutlined aria-hidden />,
  other: <QuestionOutlined aria-hidden />,
};

/** A trend as icon and text; the icon is hidden from screen readers, the text says it all. */
export function TrendLabel({ trend }: { trend: TrendClass | null }) {
  const t = useT();
  // No trend for the flow: the summary has no data for it.
  if (!trend) return <Typography.Text type="secondary">{t('map.results.notAvailable')}</Typography.Text>;
  return (
    <Space size={6}>
      {TREND_ICONS[trend]}
      <span>{trendLabel(t, trend)}</span>
    </Space>
  );
}

/** A loading state that screen readers announce. */
export function Loading({ children }: { children: string }) {
  return (
    <div role="status" style={{ padding: '16px 0' }}>
      <Space>
        <Spin size="small" />
        <Typography.Text>{children}</Typography.Text>
      </Space>
    </div>
  );
}

/** Spec 01 §8: failed fetches are logged to the console only; no screen message is shown. */
export function useLogFetchError(error: Error | null, what: string): void {
  useEffect(() => {
    if (error) console.error(`Loading the ${what} failed.`, error);
  }, [error, what]);
}
