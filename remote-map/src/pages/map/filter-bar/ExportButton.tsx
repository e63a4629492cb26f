import { lazy, memo, Suspense, useState } from 'react';
import { Button, Space, Spin } from 'antd';
import { DownOutlined, LoadingOutlined, PrinterOutlined } from '@ant-design/icons';
import { useT } from '@basin/shared';

/** The title dialog and antd's Modal load on the first Print PDF (issue 17: not at the map's first view). */
const PrintPdfDialog = lazy(() => import('./PrintPdfDialog'));
/** The menu (antd's Dropdown and Menu) loads on its first opening, in place of the plain button that opens it. */
const ExportMenu = lazy(() => import('./ExportMenu'));

/** Export split button (spec 01 §2): Print PDF (asks for a report title, free text) and Save PNG. */
function ExportButtonComponent({ onPrintPdf, onSavePng, disabled }: { onPrintPdf: (title: string) => Promise<void>; onSavePng: () => Promise<void>; disabled: boolean }) {
  const t = useT();
  const [asking, setAskingState] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const setAsking = (open: boolean) => {
    // The export code and the PDF library load while the visitor types the title.
    if (open) {
      void import('../export/exportMap').then((module) => module.preloadPdfLibrary());
      setDialogLoaded(true);
    }
    setAskingState(open);
  };
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
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
          {t('map.export.printPdf')}
        </Button>
        {menuLoaded ? (
          <Suspense fallback={<Button icon={<LoadingOutlined />} aria-label={t('map.export.more')} aria-busy disabled />}>
            <ExportMenu open={menuOpen} onOpenChange={setMenuOpen} disabled={disabled} onChoose={(key) => (key === 'png' ? void run(onSavePng) : setAsking(true))} />
          </Suspense>
        ) : (
          <Button
            icon={<DownOutlined />}
            aria-label={t('map.export.more')}
            aria-haspopup="menu"
            disabled={disabled}
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
          />
        )}
      </Space.Compact>
      {dialogLoaded && (
        <Suspense fallback={<Spin fullscreen delay={200} description={t('map.export.loading')} />}>
          <PrintPdfDialog
            open={asking}
            onCancel={() => setAsking(false)}
            onCreate={(title) => {
              setAsking(false);
              void run(() => onPrintPdf(title));
            }}
          />
        </Suspense>
      )}
    </>
  );
}

export const ExportButton = memo(ExportButtonComponent);
