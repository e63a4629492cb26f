import { useMemo, useState } from 'react';
import { Alert, Button, Card, Descriptions, Progress, Space, Table, Typography, Upload, type UploadFile } from 'antd';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DATA_MANAGER_ROLES } from '@basin/api/domain';
import type { ImportReport, Resolution } from '@basin/api/schemas';
import { getRuntimeConfig, IMPORT_DATA_PATH, isVisibleTo, notify, PageSpinner, useBasinStore, visuallyHidden, type UploadProgress } from '@basin/shared';
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
  const rejected = useMemo(() => rejectedRows(report), [report]);
  const title = report.committed ? 'Imported' : 'Check: nothing imported yet';
  return (
    <Card title={<h2 style={cardHeading}>{title}</h2>} size="small" role="region" aria-label="Report">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 4 }} items={reportCounts(report).map(({ label, value }) => ({ key: label, label, children: value.toLocaleString('en-US') }))} />
        <Typography.Paragraph style={{ margin: 0 }}>
          Files: {report.files.map((file) => `${file.name} (${file.rows.toLocaleString('en-US')} rows)`).join('; ')}.
          {report.sitesCreated > 0 && ` ${report.sitesCreated} new sites from station rows.`}
          {report.afterCommitError && ` The summaries are rebuilt later: ${report.afterCommitError}`}
        </Typography.Paragraph>
        <section aria-labelledby="pending-heading">
          <h3 id="pending-heading" style={cardHeading}>
            Pending values
          </h3>
          <PendingTable values={report.pendingValues} onResolve={onResolve} emptyText="No pending values" />
        </section>
        <section aria-labelledby="rejected-heading">
          <h3 id="rejected-heading" style={cardHeading}>
            {rejectedTitle(report)}
          </h3>
          <Table size="small" columns={rejectedColumns} dataSource={rejected} pagination={{ pageSize: 10, hideOnSinglePage: true }} locale={emptyTable('No rejected rows')} />
        </section>
      </Space>
    </Card>
  );
}

function ImportData() {
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
      notify({ message: `Imported: ${answer.added.toLocaleString('en-US')} results added, ${answer.pending.toLocaleString('en-US')} rows pending.`, severity: 'success' });
      for (const query of [importsQuery, pendingQuery]) void queryClient.invalidateQueries({ queryKey: query.queryKey });
    },
  });
  const files = chosen.flatMap((file) => (file.originFileObj ? [file.originFileObj] : []));
  const send = (dryRun: boolean) => upload.mutate({ dryRun, files });

  const resolve = async (resolution: Resolution) => {
    const resolved = await resolvePending({ mappings: [resolution] });
    setResolving(null);
    notify({ message: `Saved: ${resolved.loaded.toLocaleString('en-US')} held rows loaded, ${resolved.stillPending.toLocaleString('en-US')} still pending.`, severity: 'success' });
    void queryClient.invalidateQueries({ queryKey: pendingQuery.queryKey });
    if (!report) return;
    // A check runs again with the value known; after an import, its held rows have loaded: the values still pending stay listed.
    if (!report.committed && upload.variables) upload.mutate(upload.variables);
    else setReport({ ...report, pendingValues: stillPending(report.pendingValues, resolved.pendingValues) });
  };

  return (
    <>
      <Card title={<h2 style={cardHeading}>Files</h2>} size="small" role="region" aria-label="Files">
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Upload.Dragger multiple fileList={chosen} beforeUpload={() => false} onChange={({ fileList }) => setChosen(fileList)} accept=".csv,.tsv,.txt,.rdb,.json,.geojson,text/csv,text/tab-separated-values,application/json,application/geo+json">
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden />
            </p>
            <p className="ant-upload-text">Choose files, or drop them here</p>
            <p className="ant-upload-hint">
              Water Quality Portal narrowResult, resultPhysChem, station and ResultDetectionQuantitationLimit files, WQX 3.0 narrow files or the authority&apos;s lab files (CSV or TSV); gauge and rain-gauge feeds: USGS NWIS RDB, USGS Water Data (GeoJSON or CSV), NOAA GHCN-Daily, CoCoRaHS and the plain CSV of values.
            </p>
          </Upload.Dragger>
          <Space wrap>
            <Button onClick={() => send(true)} disabled={files.length === 0 || upload.isPending} loading={upload.isPending && upload.variables?.dryRun}>
              Check files
            </Button>
            <Button type="primary" onClick={() => send(false)} disabled={files.length === 0 || upload.isPending} loading={upload.isPending && !upload.variables?.dryRun}>
              Import
            </Button>
          </Space>
          {upload.isPending && progress && (
            <Progress percent={uploadPercent(progress)} aria-label={`Upload of ${files.length === 1 ? 'the file' : `${files.length} files`}`} status="active" />
          )}
          {upload.isPending && progress && uploadPercent(progress) === 100 && <p role="status">Sent; the data service is reading the files…</p>}
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
  return (
    <AnalysisPage
      path={IMPORT_DATA_PATH}
      about={
        <Typography.Paragraph>
          Check Water Quality Portal files before importing them: the report says which rows would be added, which are present already, which wait for a value the portal
          does not know (resolve them here) and which are rejected and why. Import adds them in one step; each import is listed below and can be undone. Files come from the{' '}
          <a href={links.importData} target="_blank" rel="noopener noreferrer">
            Water Quality Portal<span style={visuallyHidden}> (opens in a new tab)</span>
          </a>
          .
        </Typography.Paragraph>
      }
    >
      {staff ? <ImportData /> : restoringSession ? <PageSpinner /> : <Alert type="info" showIcon title="Import Data is for staff: sign in with the role Administrator or Developer." />}
    </AnalysisPage>
  );
}

// The page staff open on an empty portal to bring data in: never replaced by the "No monitoring data yet" notice.
export default analysisPage(ImportDataPage, { showsMonitoringData: false });
