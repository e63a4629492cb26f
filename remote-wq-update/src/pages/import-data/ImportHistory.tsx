import { useMemo, useState } from 'react';
import { Alert, Button, Card, Modal, Table, type TableColumnsType } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentT, notify, useT } from '@basin/shared';
import { errorText } from '@basin/shared/analysis';
import { importsQuery, pendingQuery, undoImport } from './api';
import { historyColumns } from './columns';
import { cardHeading, emptyTable } from './cards';
import { historyRows, type HistoryRow } from './data';

/** Past imports (GET /api/imports), each with Undo behind a confirmation. */
export function ImportHistory() {
  const t = useT();
  const queryClient = useQueryClient();
  const imports = useQuery(importsQuery);
  const rows = useMemo(() => historyRows(t, imports.data ?? []), [t, imports.data]);
  const [confirming, setConfirming] = useState<HistoryRow | null>(null);
  const undo = useMutation({
    mutationFn: (row: HistoryRow) => undoImport(row.id),
    onSuccess: (report) => {
      setConfirming(null);
      notify({ message: currentT()('wqUpdate.import.undoneToast', { id: String(report.import.id), removed: report.import.removed ?? 0 }), severity: 'success' });
      // Its held rows went with it.
      for (const query of [importsQuery, pendingQuery]) void queryClient.invalidateQueries({ queryKey: query.queryKey });
    },
  });
  const columns: TableColumnsType<HistoryRow> = [
    ...historyColumns(t),
    {
      key: 'undo',
      title: t('wqUpdate.import.undo'),
      render: (_value, row) =>
        row.undoable ? (
          <Button onClick={() => setConfirming(row)} aria-label={t('wqUpdate.import.undoLabel', { id: String(row.id), when: row.when })}>
            {t('wqUpdate.import.undo')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Card title={<h2 style={cardHeading}>{t('wqUpdate.import.historyTitle')}</h2>} size="small" role="region" aria-label={t('wqUpdate.import.historyTitle')}>
      {imports.isError ? (
        <Alert type="error" showIcon title={errorText(imports.error)} />
      ) : (
        // A wide table scrolls in a box keyboard users can focus and scroll (WCAG 2.1.1), as the shared ResultsTable does.
        <div role="region" aria-label={t('wqUpdate.import.historyScrollable')} tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table<HistoryRow>
            size="small"
            columns={columns}
            dataSource={rows}
            loading={imports.isPending}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={emptyTable(t('wqUpdate.import.noImports'))}
          />
        </div>
      )}
      {confirming && (
        <Modal
          open
          title={t('wqUpdate.import.undoTitle', { id: String(confirming.id) })}
          okText={t('wqUpdate.import.undoConfirm')}
          okButtonProps={{ danger: true, autoFocus: true }}
          confirmLoading={undo.isPending}
          onOk={() => undo.mutate(confirming)}
          onCancel={() => {
            setConfirming(null);
            undo.reset();
          }}
        >
          <p>{t('wqUpdate.import.undoText', { added: confirming.added })}</p>
          {undo.isError && <Alert type="error" showIcon title={errorText(undo.error)} />}
        </Modal>
      )}
    </Card>
  );
}
