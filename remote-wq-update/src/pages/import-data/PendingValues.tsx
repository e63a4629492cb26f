import { useMemo } from 'react';
import { Alert, Button, Card, Table, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { PendingValueCount } from '@basin/api/schemas';
import { errorText } from '@basin/shared/analysis';
import { pendingQuery } from './api';
import { cardHeading, emptyTable } from './cards';
import { pendingColumns } from './columns';
import { KIND_LABELS, pendingRows, type PendingRow } from './data';

/** Pending values, one row each, with a Resolve button. */
export function PendingTable({ values, onResolve, loading, emptyText }: { values: readonly PendingValueCount[]; onResolve: (value: PendingRow) => void; loading?: boolean; emptyText: string }) {
  const rows = useMemo(() => pendingRows(values), [values]);
  const columns: TableColumnsType<PendingRow> = [
    ...pendingColumns,
    {
      key: 'resolve',
      title: 'Resolve',
      render: (_value, row) => (
        <Button onClick={() => onResolve(row)} aria-label={`Resolve ${KIND_LABELS[row.kind].toLowerCase()} ${row.label}`}>
          Resolve…
        </Button>
      ),
    },
  ];
  return <Table<PendingRow> size="small" columns={columns} dataSource={rows} loading={loading} pagination={{ pageSize: 10, hideOnSinglePage: true }} locale={emptyTable(emptyText)} />;
}

/** Every value held rows wait for, of every import (GET /api/import/pending): resolvable here too. */
export function WaitingValues({ onResolve }: { onResolve: (value: PendingRow) => void }) {
  const pending = useQuery(pendingQuery);
  return (
    <Card title={<h2 style={cardHeading}>Rows waiting for a value (all imports)</h2>} size="small" role="region" aria-label="Rows waiting for a value">
      <Typography.Paragraph type="secondary">
        Rows of imported files whose site, characteristic, unit, flow condition or depth category the portal does not know are held, not rejected. Resolve a value and its
        rows load (they belong to the import that held them, and go with its Undo).
      </Typography.Paragraph>
      {pending.isError ? (
        <Alert type="error" showIcon title={errorText(pending.error)} />
      ) : (
        <PendingTable values={pending.data ?? []} onResolve={onResolve} loading={pending.isPending} emptyText="No rows are waiting for a value" />
      )}
    </Card>
  );
}
