// The Share dialog (issue 13): loaded on the first Share, with antd's Modal (not at the map's first view, issue 17).
import { useId, useState } from 'react';
import { Button, Input, Modal, Radio, Space, Typography } from 'antd';
import { embedSnippet, shareLink, type EmbedKind } from '../export/shareLinks';
import { mapUrlSearch } from '../logic/urlState';
import { useMapUrlValue } from '../useMapUrlState';
import './share.css';

/** Copies text; where the clipboard API is missing (an insecure context), selects the field instead. */
async function copy(text: string, field: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('Clipboard not available', error);
    field?.select();
    return false;
  }
}

function CopyField({ label, value, buttonText, rows }: { label: string; value: string; buttonText: string; rows: number }) {
  const id = useId();
  const [status, setStatus] = useState('');
  return (
    <div className="map-share-field">
      <label htmlFor={id}>
        <Typography.Text strong>{label}</Typography.Text>
      </label>
      <Input.TextArea id={id} value={value} readOnly rows={rows} onFocus={(event) => event.target.select()} spellCheck={false} />
      <Space>
        <Button
          onClick={async () => {
            const field = document.getElementById(id) as HTMLTextAreaElement | null;
            setStatus((await copy(value, field)) ? 'Copied to the clipboard.' : 'Copying is not allowed here: the text is selected, press Ctrl+C (⌘C) to copy it.');
          }}
        >
          {buttonText}
        </Button>
        <span role="status" aria-live="polite" className="map-share-status">
          {status}
        </span>
      </Space>
    </div>
  );
}

/** The link of the current view and the iframe snippet of an embed route with the same view. */
export default function ShareDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [kind, setKind] = useState<EmbedKind>('map');
  // Read only while the dialog is open: closed, a filter change does not re-render it.
  const state = useMapUrlValue((current) => (open ? current : null));
  const { origin, pathname, search } = window.location;
  // The link keeps the page's other parameters; the embed takes only the map's own.
  const link = state ? shareLink(origin, pathname, mapUrlSearch(state, new URLSearchParams(search))) : '';
  const snippet = state ? embedSnippet(origin, kind, mapUrlSearch(state)) : '';
  return (
    <Modal open={open} title="Share this map" onCancel={onClose} footer={<Button onClick={onClose}>Close</Button>} destroyOnHidden width={620}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ margin: 0 }}>The link opens the map as you see it now: filters, mode, parameters, layers, basemap and view.</Typography.Paragraph>
        <CopyField key={`link-${link}`} label="Link to this view" value={link} buttonText="Copy link" rows={3} />
        <Radio.Group value={kind} onChange={(event) => setKind(event.target.value as EmbedKind)} aria-label="Map to embed">
          <Radio value="map">Map with its legend</Radio>
          <Radio value="projects">Map with the pollution abatement projects list</Radio>
        </Radio.Group>
        <CopyField key={`embed-${kind}`} label="Embed code (HTML)" value={snippet} buttonText="Copy embed code" rows={4} />
      </Space>
    </Modal>
  );
}
