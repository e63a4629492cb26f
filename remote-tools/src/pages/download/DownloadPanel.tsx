import { useState } from 'react';
import { Alert, Button, Card, Modal, Progress, Radio, Space, Typography } from 'antd';
import { getRuntimeConfig, notify } from '@basin/shared';
import { errorText } from '@basin/shared/analysis';
import type { SavedDownloadFilter } from '@basin/api/schemas';
import { downloadCapMessage } from '@basin/api/domain';
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

const count = (value: number) => value.toLocaleString('en-US');

/** The absolute API base for the copied commands (the configuration may give a path on this origin). */
const apiBase = () => new URL(getRuntimeConfig().apiBaseUrl, window.location.href).href.replace(/\/$/, '');

/**
 * Spec 02 "Download Records": the record count and the Download button, with the cap, progress and Cancel;
 * besides the spec (docs/exports.md), the file's format (the spec's CSV by default, or WQX 3.0 CSV) and
 * the selection's locations as GeoJSON.
 */
export function DownloadPanel({ selection, saved, submitting }: DownloadPanelProps) {
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
  const commands = selection ? curlCommands(selection, apiBase()) : '';

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Download Records</h2>} size="small" role="region" aria-label="Download Records">
      <div style={{ display: 'grid', gap: 12 }}>
        <p aria-live="polite" style={{ margin: 0, fontSize: 16 }}>
          {records.isPending ? (
            'Counting the records…'
          ) : records.error ? (
            errorText(records.error)
          ) : (
            <>
              Records selected: <strong>{count(total ?? 0)}</strong>
              {!saved && ' (Submit Filters to count the records of your selection)'}
            </>
          )}
        </p>
        {selection && saved && !matchesSaved(selection, saved) && (
          <Alert type="info" showIcon role="status" title="The count and the download are of the filters last submitted. Submit Filters to apply your changes." />
        )}
        {overCap && cap !== undefined && (
          <Alert type="warning" showIcon role="status" title={downloadCapMessage(cap)} description={narrowingHint(total, cap, saved)} />
        )}
        <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <legend style={{ float: 'left', margin: 0, padding: 0, marginRight: 8 }}>File format:</legend>
          <Radio.Group
            value={format}
            onChange={(event) => setFormat(event.target.value as FileFormat)}
            options={Object.entries(FILE_FORMATS).map(([value, { label }]) => ({ value, label }))}
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
            Download
          </Button>
          <Button disabled={!selection} onClick={() => setShowRequest(true)}>
            Copy API request
          </Button>
          <Button disabled={!locations.ready || submitting} loading={locations.running} onClick={() => void locations.start()}>
            Download locations (GeoJSON)
          </Button>
        </Space>
        {state.status === 'running' && (
          <div role="group" aria-label="Download progress" style={{ display: 'grid', gap: 4, maxWidth: 480 }}>
            <Progress percent={total ? Math.min(100, Math.floor((state.rows / total) * 100)) : 0} aria-label="Rows received" />
            <Space wrap>
              <span aria-live="polite">
                {count(state.rows)} of {count(total ?? 0)} rows received
              </span>
              <Button size="small" onClick={download.cancel}>
                Cancel
              </Button>
            </Space>
          </div>
        )}
        {state.status === 'done' && (
          <p role="status" style={{ margin: 0 }}>
            Saved {FILE_FORMATS[downloaded].fileName} ({count(state.rows)} rows).
          </p>
        )}
        {state.status === 'cancelled' && (
          <p role="status" style={{ margin: 0 }}>
            Download cancelled after {count(state.rows)} rows; nothing was saved.
          </p>
        )}
        {state.status === 'failed' && <Alert type="error" showIcon title={`The download failed: ${state.message}`} />}
        {locations.state.status === 'running' && (
          <Space wrap>
            <span role="status">Preparing {LOCATIONS_FILE_NAME}…</span>
            <Button size="small" onClick={locations.cancel}>
              Cancel
            </Button>
          </Space>
        )}
        {locations.state.status === 'done' && (
          <p role="status" style={{ margin: 0 }}>
            Saved {LOCATIONS_FILE_NAME} (the locations of the filters last submitted{saved ? '' : ': every location, as none are submitted yet'}).
          </p>
        )}
        {locations.state.status === 'cancelled' && (
          <p role="status" style={{ margin: 0 }}>
            Locations download cancelled; nothing was saved.
          </p>
        )}
        {locations.state.status === 'failed' && <Alert type="error" showIcon title={`The locations download failed: ${locations.state.message}`} />}
      </div>
      <Modal
        open={showRequest}
        title="This selection as API calls"
        onCancel={() => setShowRequest(false)}
        width={760}
        footer={[
          <Button key="close" onClick={() => setShowRequest(false)}>
            Close
          </Button>,
          <Button
            key="copy"
            type="primary"
            onClick={() =>
              void navigator.clipboard.writeText(commands).then(
                () => notify({ message: 'The API request was copied.', severity: 'success' }),
                () => notify({ message: 'Could not copy: select the commands and copy them.', severity: 'warning' }),
              )
            }
          >
            Copy
          </Button>,
        ]}
      >
        <Typography.Paragraph>
          Run these in a shell to save, count and download the selection on screen without the page. Every call is described in the{' '}
          <a href={`${apiBase()}/docs`} target="_blank" rel="noreferrer">
            API reference (OpenAPI)
          </a>
          .
        </Typography.Paragraph>
        <pre aria-label="API request" tabIndex={0} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', background: '#f5f5f5', padding: 12, fontSize: 12 }}>
          {commands}
        </pre>
      </Modal>
    </Card>
  );
}
