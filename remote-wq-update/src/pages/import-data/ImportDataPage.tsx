import { useMemo, useState } from 'react';
import { Alert, Button, Card, Descriptions, Progress, Space, Table, Typography, Upload, type UploadFile } from 'antd';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DATA_MANAGER_ROLES } from '@basin/api/domain';
import type { ImportReport, Resolution } from '@basin/api/schemas';
import { currentT, getRuntimeConfig, IMPORT_DATA_PATH, isVisibleTo, notify, PageSpinner, useBasinStore, useT, visuallyHidden, type UploadProgress } from '@basin/shared';
import { AnalysisPage, analysisPage, errorText } from '@basin/shared/analysis';
import { importsQuery, pendingQuery, resolvePending, uploadFiles } from './api';
import { rejectedColumns } from './columns';
import { cardHeading, emptyTable } from './cards';
import { rejectedRows, rejectedTitle, reportCounts, stillPending, uploadPercent, type PendingRow } from './data';
import { PendingTable, WaitingValues } from './PendingValues';
import { ImportHistory } from './ImportHistory';
import { ResolveDialog } from './ResolveDialog';

interface UploadRequest {
  dryRun: boolean;
  files: File[];
}

/** The report of a check or an import: counts, files, pending values (resolvable) and rejected rows. */
function ReportCard({ report, onResolve }: { report: ImportReport; onResolve: (value: PendingRow) => void }) {
  const t = useT();
  const rejected = useMemo(() => rejectedRows(report), [report]);
  const title = report.committed ? t('wqUpdate.import.reportImported') : t('wqUpdate.import.reportChecked');
  return (
    <Card title={<h2 style={cardHeading}>{title}</h2>} size="small" role="region" aria-label={t('wqUpdate.import.report')}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={reportCounts(t, report).map(({ label, value }) => ({ key: label, label, children: t.intl.formatNumber(value) }))}
        />
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('wqUpdate.import.reportFiles', { files: report.files.map((file) => t('wqUpdate.import.reportFile', { name: file.name, rows: file.rows })).join('; ') })}
          {report.sitesCreated > 0 && ` ${t('wqUpdate.import.sitesCreated', { count: report.sitesCreated })}`}
          {report.afterCommitError && ` ${t('wqUpdate.import.afterCommitError', { error: report.afterCommitError })}`}
        </Typography.Paragraph>
        <section aria-labelledby="pending-heading">
          <h3 id="pending-heading" style={cardHeading}>
            {t('wqUpdate.import.pendingTitle')}
          </h3>
          <PendingTable values={report.pendingValues} onResolve={onResolve} emptyText={t('wqUpdate.import.noPending')} />
        </section>
        <section aria-labelledby="rejected-heading">
          <h3 id="rejected-heading" style={cardHeading}>
            {rejectedTitle(t, report)}
          </h3>
          <Table
            size="small"
            columns={rejectedColumns(t)}
            dataSource={rejected}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={emptyTable(t('wqUpdate.import.noRejected'))}
          />
        </section>
      </Space>
    </Card>
  );
}

function ImportData() {
  const t = useT();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<UploadFile[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [resolving, setResolving] = useState<PendingRow | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const upload = useMutation({
    mutationFn: ({ dryRun, files }: UploadRequest) => uploadFiles(files, { dryRun, onProgress: setProgress }),
    onMutate: () => setProgress(null),
    onSuccess: (answer) => {
      setReport(answer);
      if (!answer.committed) return;
      setChosen([]);
      // Fired after the upload: the language of that moment.
      notify({ message: currentT()('wqUpdate.import.importedToast', { added: answer.added, pending: answer.pending }), severity: 'success' });
      for (const query of [importsQuery, pendingQuery]) void queryClient.invalidateQueries({ queryKey: query.queryKey });
    },
  });
  const files = chosen.flatMap((file) => (file.originFileObj ? [file.originFileObj] : []));
  const send = (dryRun: boolean) => upload.mutate({ dryRun, files });

  const resolve = async (resolution: Resolution) => {
    const resolved = await resolvePending({ mappings: [resolution] });
    setResolving(null);
    notify({ message: currentT()('wqUpdate.import.savedToast', { loaded: resolved.loaded, pending: resolved.stillPending }), severity: 'success' });
    void queryClient.invalidateQueries({ queryKey: pendingQuery.queryKey });
    if (!report) return;
    // A check runs again with the value known; after an import, its held rows have loaded: the values still pending stay listed.
    if (!report.committed && upload.variables) upload.mutate(upload.variables);
    else setReport({ ...report, pendingValues: stillPending(report.pendingValues, resolved.pendingValues) });
  };

  return (
    <>
      <Card title={<h2 style={cardHeading}>{t('wqUpdate.import.filesTitle')}</h2>} size="small" role="region" aria-label={t('wqUpdate.import.filesTitle')}>
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Upload.Dragger multiple fileList={chosen} beforeUpload={() => false} onChange={({ fileList }) => setChosen(fileList)} accept=".csv,.tsv,.txt,.rdb,.json,.geojson,text/csv,text/tab-separated-values,application/json,application/geo+json">
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden />
            </p>
            <p className="ant-upload-text">{t('wqUpdate.import.dropText')}</p>
            <p className="ant-upload-hint">{t('wqUpdate.import.dropHint')}</p>
          </Upload.Dragger>
          <Space wrap>
            <Button onClick={() => send(true)} disabled={files.length === 0 || upload.isPending} loading={upload.isPending && upload.variables?.dryRun}>
              {t('wqUpdate.import.checkFiles')}
            </Button>
            <Button type="primary" onClick={() => send(false)} disabled={files.length === 0 || upload.isPending} loading={upload.isPending && !upload.variables?.dryRun}>
              {t('wqUpdate.import.import')}
            </Button>
          </Space>
          {upload.isPending && progress && (
            <Progress percent={uploadPercent(progress)} aria-label={t('wqUpdate.import.uploadProgress', { count: files.length })} status="active" />
          )}
          {upload.isPending && progress && uploadPercent(progress) === 100 && <p role="status">{t('wqUpdate.import.sent')}</p>}
          {upload.isError && <Alert type="error" showIcon title={errorText(upload.error)} />}
        </Space>
      </Card>
      {report && <ReportCard report={report} onResolve={setResolving} />}
      {resolving && <ResolveDialog value={resolving} onResolve={resolve} onClose={() => setResolving(null)} />}
      <WaitingValues onResolve={setResolving} />
      <ImportHistory />
    </>
  );
}

/** The staff's Import Data page (docs/import.md "The Import Data page"); others are told it is for staff. */
function ImportDataPage() {
  const user = useBasinStore((state) => state.user);
  // A returning staff member's session is being restored: not yet "for staff only".
  const restoringSession = useBasinStore((state) => state.restoringSession);
  const staff = isVisibleTo(DATA_MANAGER_ROLES, user);
  const { links } = getRuntimeConfig();
  const t = useT();
  return (
    <AnalysisPage
      path={IMPORT_DATA_PATH}
      about={
        <Typography.Paragraph>
          {t.rich('wqUpdate.import.about', {
            link: (chunks) => (
              <a key="link" href={links.importData} target="_blank" rel="noopener noreferrer">
                {chunks}
                <span style={visuallyHidden}> {t('wqUpdate.import.newTab')}</span>
              </a>
            ),
          })}
        </Typography.Paragraph>
      }
    >
      {staff ? <ImportData /> : restoringSession ? <PageSpinner /> : <Alert type="info" showIcon title={t('wqUpdate.import.staffOnly')} />}
    </AnalysisPage>
  );
}

// The page staff open on an empty portal to bring data in: never replaced by the "No monitoring data yet" notice.
export default analysisPage(ImportDataPage, { showsMonitoringData: false });
