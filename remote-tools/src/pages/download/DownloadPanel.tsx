import { useState } from 'react';
import { Alert, Button, Card, Modal, Progress, Radio, Space, Typography } from 'antd';
import { getRuntimeConfig, notify, useT } from '@basin/shared';
import { errorText } from '@basin/shared/analysis';
import type { SavedDownloadFilter } from '@basin/api/schemas';
import { useRecordCount } from './queries/recordCount';
import { FILE_FORMATS, LOCATIONS_FILE_NAME, useSelectedDataDownload, useSelectedLocationsDownload, type FileFormat } from './queries/selectedData';
import { curlCommands, matchesSaved, narrowingHint, type Selection } from './selection';

interface DownloadPanelProps {
  /** The selection on screen (null until the first one is set). */
  selection: Selection | null;
  /** The filter the count and the download are of (null: none saved yet). */
  saved: SavedDownloadFilter | null | undefined;
  submitting: boolean;
}

/** The absolute API base for the copied commands (the configuration may give a path on this origin). */
const apiBase = () => new URL(getRuntimeConfig().apiBaseUrl, window.location.href).href.replace(/\/$/, '');

/**
 * Spec 02 "Download Records": the record count and the Download button, with the cap, progress and Cancel;
 * besides the spec (docs/exports.md), the file's format (the spec's CSV by default, or WQX 3.0 CSV) and
 * the selection's locations as GeoJSON.
 */
export function DownloadPanel({ selection, saved, submitting }: DownloadPanelProps) {
  const t = useT();
  const count = (value: number) => t.intl.formatNumber(value);
  const records = useRecordCount();
  const download = useSelectedDataDownload();
  const locations = useSelectedLocationsDownload();
  const [format, setFormat] = useState<FileFormat>('portal');
  /** The format of the download under way or last made (its file name in the messages). */
  const [downloaded, setDownloaded] = useState<FileFormat>('portal');
  const [showRequest, setShowRequest] = useState(false);
  const total = records.data?.sel_recordcount;
  const cap = records.data?.max_records;
  const overCap = total !== undefined && cap !== undefined && total > cap;
  const disabled = total === undefined || total === 0 || overCap || submitting || download.running || !download.ready;
  const state = download.state;
  const commands = selection ? curlCommands(selection, apiBase(), t) : '';

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('tools.download.records')}</h2>} size="small" role="region" aria-label={t('tools.download.records')}>
      <div style={{ display: 'grid', gap: 12 }}>
        <p aria-live="polite" style={{ margin: 0, fontSize: 16 }}>
          {records.isPending ? (
            t('tools.download.counting')
          ) : records.error ? (
            errorText(records.error)
          ) : (
            <>
              {t.rich('tools.download.recordsSelected', { count: count(total ?? 0), strong: (chunks) => <strong key="count">{chunks}</strong> })}
              {!saved && ` ${t('tools.download.submitToCount')}`}
            </>
          )}
        </p>
        {selection && saved && !matchesSaved(selection, saved) && (
          <Alert type="info" showIcon role="status" title={t('tools.download.notSubmitted')} />
        )}
        {overCap && cap !== undefined && (
          <Alert
            type="warning"
            showIcon
            role="status"
            // The API's words when it refuses a download over the cap (its catalogue's downloads.cap, api/src/i18n).
            title={t('tools.download.capMessage', { cap: count(cap) })}
            description={narrowingHint(total, cap, saved, t)}
          />
        )}
        <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <legend style={{ float: 'left', margin: 0, padding: 0, marginRight: 8 }}>{t('tools.download.fileFormat')}</legend>
          <Radio.Group
            value={format}
            onChange={(event) => setFormat(event.target.value as FileFormat)}
            options={Object.entries(FILE_FORMATS).map(([value, { labelKey }]) => ({ value, label: t(labelKey) }))}
          />
        </fieldset>
        <Space wrap>
          <Button
            type="primary"
            disabled={disabled}
            onClick={() => {
              setDownloaded(format);
              void download.start(format);
            }}
          >
            {t('tools.download.download')}
          </Button>
          <Button disabled={!selection} onClick={() => setShowRequest(true)}>
            {t('tools.download.copyApiRequest')}
          </Button>
          <Button disabled={!locations.ready || submitting} loading={locations.running} onClick={() => void locations.start()}>
            {t('tools.download.downloadLocations')}
          </Button>
        </Space>
        {state.status === 'running' && (
          <div role="group" aria-label={t('tools.download.progress')} style={{ display: 'grid', gap: 4, maxWidth: 480 }}>
            <Progress percent={total ? Math.min(100, Math.floor((state.rows / total) * 100)) : 0} aria-label={t('tools.download.rowsReceivedLabel')} />
            <Space wrap>
              <span aria-live="polite">
                {t('tools.download.rowsReceived', { rows: state.rows, total: total ?? 0 })}
              </span>
              <Button size="small" onClick={download.cancel}>
                {t('tools.download.cancel')}
              </Button>
            </Space>
          </div>
        )}
        {state.status === 'done' && (
          <p role="status" style={{ margin: 0 }}>
            {t('tools.download.saved', { fileName: FILE_FORMATS[downloaded].fileName, rows: state.rows })}
          </p>
        )}
        {state.status === 'cancelled' && (
          <p role="status" style={{ margin: 0 }}>
            {t('tools.download.cancelled', { rows: state.rows })}
          </p>
        )}
        {state.status === 'failed' && <Alert type="error" showIcon title={t('tools.download.failed', { message: state.message })} />}
        {locations.state.status === 'running' && (
          <Space wrap>
            <span role="status">{t('tools.download.preparing', { fileName: LOCATIONS_FILE_NAME })}</span>
            <Button size="small" onClick={locations.cancel}>
              {t('tools.download.cancel')}
            </Button>
          </Space>
        )}
        {locations.state.status === 'done' && (
          <p role="status" style={{ margin: 0 }}>
            {saved
              ? t('tools.download.savedLocations', { fileName: LOCATIONS_FILE_NAME })
              : t('tools.download.savedEveryLocation', { fileName: LOCATIONS_FILE_NAME })}
          </p>
        )}
        {locations.state.status === 'cancelled' && (
          <p role="status" style={{ margin: 0 }}>
            {t('tools.download.locationsCancelled')}
          </p>
        )}
        {locations.state.status === 'failed' && <Alert type="error" showIcon title={t('tools.download.locationsFailed', { message: locations.state.message })} />}
      </div>
      <Modal
        open={showRequest}
        title={t('tools.download.apiCallsTitle')}
        onCancel={() => setShowRequest(false)}
        width={760}
        footer={[
          <Button key="close" onClick={() => setShowRequest(false)}>
            {t('tools.download.close')}
          </Button>,
          <Button
            key="copy"
            type="primary"
            onClick={() =>
              void navigator.clipboard.writeText(commands).then(
                () => notify({ message: t('tools.download.copied'), severity: 'success' }),
                () => notify({ message: t('tools.download.copyFailed'), severity: 'warning' }),
              )
            }
          >
            {t('tools.download.copy')}
          </Button>,
        ]}
      >
        <Typography.Paragraph>
          {t.rich('tools.download.apiCallsAbout', {
            link: (chunks) => (
              <a key="link" href={`${apiBase()}/docs`} target="_blank" rel="noreferrer">
                {chunks}
              </a>
            ),
          })}
        </Typography.Paragraph>
        <pre aria-label={t('tools.download.apiRequest')} tabIndex={0} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', background: '#f5f5f5', padding: 12, fontSize: 12 }}>
          {commands}
        </pre>
      </Modal>
    </Card>
  );
}
