import { useMemo } from 'react';
import { Alert, Button, Card, Table, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { PendingValueCount } from '@basin/api/schemas';
import { useT } from '@basin/shared';
import { errorText } from '@basin/shared/analysis';
import { pendingQuery } from './api';
import { cardHeading, emptyTable } from './cards';
import { pendingColumns } from './columns';
import { kindLabel, pendingRows, type PendingRow } from './data';

/** Pending values, one row each, with a Resolve button. */
export function PendingTable({ values, onResolve, loading, emptyText }: { values: readonly PendingValueCount[]; onResolve: (value: PendingRow) => void; loading?: boolean; emptyText: string }) {
  const t = useT();
  const rows = useMemo(() => pendingRows(values), [values]);
  const columns: TableColumnsType<PendingRow> = [
    ...pendingColumns(t),
    {
      key: 'resolve',
      title: t('wqUpdate.import.resolve.column'),
      render: (_value, row) => (
        <Button onClick={() => onResolve(row)} aria-label={t('wqUpdate.import.resolve.buttonLabel', { kind: kindLabel(t, row.kind).toLowerCase(), value: row.label })}>
          {t('wqUpdate.import.resolve.button')}
        </Button>
      ),
    },
  ];
  return <Table<PendingRow> size="small" columns={columns} dataSource={rows} loading={loading} pagination={{ pageSize: 10, hideOnSinglePage: true }} locale={emptyTable(emptyText)} />;
}

/** Every value held rows wait for, of every import (GET /api/import/pending): resolvable here too. */
export function WaitingValues({ onResolve }: { onResolve: (value: PendingRow) => void }) {
  const t = useT();
  const pending = useQuery(pendingQuery);
  return (
    <Card title={<h2 style={cardHeading}>{t('wqUpdate.import.waitingTitle')}</h2>} size="small" role="region" aria-label={t('wqUpdate.import.waitingRegion')}>
      <Typography.Paragraph type="secondary">{t('wqUpdate.import.waitingText')}</Typography.Paragraph>
      {pending.isError ? (
        <Alert type="error" showIcon title={errorText(pending.error)} />
      ) : (
        <PendingTable values={pending.data ?? []} onResolve={onResolve} loading={pending.isPending} emptyText={t('wqUpdate.import.noWaiting')} />
      )}
    </Card>
  );
}
