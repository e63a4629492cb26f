// The Share dialog (issue 13): loaded on the first Share, with antd's Modal (not at the map's first view, issue 17).
import { useId, useState } from 'react';
import { Button, Input, Modal, Radio, Space, Typography } from 'antd';
import { useT } from '@basin/shared';
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
  const t = useT();
  const id = useId();
  // The status's key: shown in the language of the moment.
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
            setStatus((await copy(value, field)) ? 'map.share.copied' : 'map.share.copyNotAllowed');
          }}
        >
          {buttonText}
        </Button>
        <span role="status" aria-live="polite" className="map-share-status">
          {status && t(status)}
        </span>
      </Space>
    </div>
  );
}

/** The link of the current view and the iframe snippet of an embed route with the same view. */
export default function ShareDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const [kind, setKind] = useState<EmbedKind>('map');
  // Read only while the dialog is open: closed, a filter change does not re-render it.
  const state = useMapUrlValue((current) => (open ? current : null));
  const { origin, pathname, search } = window.location;
  // The link keeps the page's other parameters; the embed takes only the map's own.
  const link = state ? shareLink(origin, pathname, mapUrlSearch(state, new URLSearchParams(search))) : '';
  const snippet = state ? embedSnippet(t, origin, kind, mapUrlSearch(state)) : '';
  return (
    <Modal open={open} title={t('map.share.title')} onCancel={onClose} footer={<Button onClick={onClose}>{t('map.share.close')}</Button>} destroyOnHidden width={620}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('map.share.intro')}</Typography.Paragraph>
        <CopyField key={`link-${link}`} label={t('map.share.link')} value={link} buttonText={t('map.share.copyLink')} rows={3} />
        <Radio.Group value={kind} onChange={(event) => setKind(event.target.value as EmbedKind)} aria-label={t('map.share.embedKind')}>
          <Radio value="map">{t('map.share.embedMap')}</Radio>
          <Radio value="projects">{t('map.share.embedProjects')}</Radio>
        </Radio.Group>
        <CopyField key={`embed-${kind}`} label={t('map.share.embedCode')} value={snippet} buttonText={t('map.share.copyEmbed')} rows={4} />
      </Space>
    </Modal>
  );
}
