import { memo, useState } from 'react';
import { Button, Dropdown, Input, Modal, Space } from 'antd';
import { DownOutlined, PrinterOutlined } from '@ant-design/icons';

/** Export split button (spec 01 §2): Print PDF (asks for a report title, free text) and Save PNG. */
function ExportButtonComponent({ onPrintPdf, onSavePng, disabled }: { onPrintPdf: (title: string) => Promise<void>; onSavePng: () => Promise<void>; disabled: boolean }) {
  const [asking, setAskingState] = useState(false);
  const setAsking = (open: boolean) => {
    // The export code and the PDF library load while the visitor types the title.
    if (open) void import('../export/exportMap').then((module) => module.preloadPdfLibrary());
    setAskingState(open);
  };
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Space.Compact>
        <Button icon={<PrinterOutlined />} onClick={() => setAsking(true)} disabled={disabled} loading={busy}>
          Print PDF
        </Button>
        <Dropdown
          disabled={disabled}
          trigger={['click']}
          menu={{ items: [{ key: 'pdf', label: 'Print PDF' }, { key: 'png', label: 'Save PNG' }], onClick: ({ key }) => (key === 'png' ? void run(onSavePng) : setAsking(true)) }}
        >
          <Button icon={<DownOutlined />} aria-label="More export options" />
        </Dropdown>
      </Space.Compact>
      <Modal
        open={asking}
        title="Print PDF"
        okText="Create PDF"
        onCancel={() => setAsking(false)}
        onOk={() => {
          setAsking(false);
          void run(() => onPrintPdf(title.trim()));
        }}
        destroyOnHidden
      >
        <label htmlFor="map-report-title">Report title</label>
        <Input id="map-report-title" value={title} onChange={(event) => setTitle(event.target.value)} placeholder="Basin Water Portal map" autoFocus maxLength={200} />
      </Modal>
    </>
  );
}

export const ExportButton = memo(ExportButtonComponent);
