import { useMemo, useState } from 'react';
import { Alert, Button, Card, Modal, Table, type TableColumnsType } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '@basin/shared';
import { errorText } from '@basin/shared/analysis';
import { importsQuery, pendingQuery, undoImport } from './api';
import { historyColumns } from './columns';
import { cardHeading, emptyTable } from './cards';
import { historyRows, type HistoryRow } from './data';

/** Past imports (GET /api/imports), each with Undo behind a confirmation. */
export function ImportHistory() {
  const queryClient = useQueryClient();
  const imports = useQuery(importsQuery);
  const rows = useMemo(() => historyRows(imports.data ?? []), [imports.data]);
  const [confirming, setConfirming] = useState<HistoryRow | null>(null);
  const undo = useMutation({
    mutationFn: (row: HistoryRow) => undoImport(row.id),
    onSuccess: (report) => {
      setConfirming(null);
      notify({ message: `Import ${report.import.id} undone: ${(report.import.removed ?? 0).toLocaleString('en-US')} results removed.`, severity: 'success' });
      // Its held rows went with it.
      for (const query of [importsQuery, pendingQuery]) void queryClient.invalidateQueries({ queryKey: query.queryKey });
    },
  });
  const columns: TableColumnsType<HistoryRow> = [
    ...historyColumns,
    {
      key: 'undo',
      title: 'Undo',
      render: (_value, row) =>
        row.undoable ? (
          <Button onClick={() => setConfirming(row)} aria-label={`Undo import ${row.id} of ${row.when}`}>
            Undo
          </Button>
        ) : null,
    },
  ];
  return (
    <Card title={<h2 style={cardHeading}>Past imports</h2>} size="small" role="region" aria-label="Past imports">
      {imports.isError ? (
        <Alert type="error" showIcon title={errorText(imports.error)} />
      ) : (
        // A wide table scrolls in a box keyboard users can focus and scroll (WCAG 2.1.1), as the shared ResultsTable does.
        <div role="region" aria-label="Import history (scrollable)" tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table<HistoryRow> size="small" columns={columns} dataSource={rows} loading={imports.isPending} pagination={{ pageSize: 10, hideOnSinglePage: true }} locale={emptyTable('No imports yet')} />
        </div>
      )}
      {confirming && (
        <Modal
          open
          title={`Undo import ${confirming.id}?`}
          okText="Undo import"
          okButtonProps={{ danger: true, autoFocus: true }}
          confirmLoading={undo.isPending}
          onOk={() => undo.mutate(confirming)}
          onCancel={() => {
            setConfirming(null);
            undo.reset();
          }}
        >
          <p>
            The {confirming.added.toLocaleString('en-US')} results it added (and rows of it loaded later) are removed, its rows waiting for a value are dropped, and the
            summaries and record counts are rebuilt. Sites and organisations it created stay. Importing its files again brings the results back.
          </p>
          {undo.isError && <Alert type="error" showIcon title={errorText(undo.error)} />}
        </Modal>
      )}
    </Card>
  );
}
