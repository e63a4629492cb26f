// Print PDF's dialog: asks for the report title (free text). Loaded on the first Print PDF, with antd's
// Modal (issue 17: not at the map's first view).
import { useState } from 'react';
import { Input, Modal } from 'antd';

export default function PrintPdfDialog({ open, onCancel, onCreate }: { open: boolean; onCancel: () => void; onCreate: (title: string) => void }) {
  const [title, setTitle] = useState('');
  return (
    <Modal open={open} title="Print PDF" okText="Create PDF" onCancel={onCancel} onOk={() => onCreate(title.trim())} destroyOnHidden>
      <label htmlFor="map-report-title">Report title</label>
      <Input id="map-report-title" value={title} onChange={(event) => setTitle(event.target.value)} placeholder="Basin Water Portal map" autoFocus maxLength={200} />
    </Modal>
  );
}
