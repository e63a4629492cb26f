import { memo } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from '@basin/shared';

import { DISCLAIMER_STORAGE_KEY as STORAGE_KEY } from './disclaimerAccepted';

/**
 * Spec 01 §2: on entry a dialog states the map is informational only; Accept closes it, Decline
 * returns to the home page. Signed-in users do not see it (the page does not render it for them).
 * `onClosed` runs when it has gone (the page moves focus to its heading).
 */
function DisclaimerDialogComponent({ open, onAccept, onClosed }: { open: boolean; onAccept: () => void; onClosed?: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const accept = () => {
    try {
      sessionStorage.setItem(STORAGE_KEY, '1');
    } catch {
      // Private mode without storage: the dialog shows again next time, which is harmless.
    }
    onAccept();
  };
  return (
    <Modal
      open={open}
      title={t('map.disclaimer.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      // Focus goes where the page says (its heading) once the dialog has closed, not back to where it was.
      focusable={{ focusTriggerAfterClose: false }}
      afterClose={onClosed}
      footer={[
        <Button key="decline" onClick={() => navigate('/')}>
          {t('map.disclaimer.decline')}
        </Button>,
        <Button key="accept" type="primary" onClick={accept} autoFocus>
          {t('map.disclaimer.accept')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('map.disclaimer.informational')}</Typography.Paragraph>
      <Typography.Paragraph>{t('map.disclaimer.liability')}</Typography.Paragraph>
    </Modal>
  );
}

export const DisclaimerDialog = memo(DisclaimerDialogComponent);
export default DisclaimerDialog;
