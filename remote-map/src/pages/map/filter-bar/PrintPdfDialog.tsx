// Print PDF's dialog: asks for the report title (free text). Loaded on the first Print PDF, with antd's
// Modal (issue 17: not at the map's first view).
import { useState } from 'react';
import { Input, Modal } from 'antd';
import { useT } from '@basin/shared';

export default function PrintPdfDialog({ open, onCancel, onCreate }: { open: boolean; onCancel: () => void; onCreate: (title: string) => void }) {
  const t = useT();
  const [title, setTitle] = useState('');
  return (
    <Modal open={open} title={t('map.export.printPdf')} okText={t('map.export.createPdf')} onCancel={onCancel} onOk={() => onCreate(title.trim())} destroyOnHidden>
      <label htmlFor="map-report-title">{t('map.export.reportTitle')}</label>
      <Input id="map-report-title" value={title} onChange={(event) => setTitle(event.target.value)} placeholder={t('map.report.defaultTitle')} autoFocus maxLength={200} />
    </Modal>
  );
}
