import { memo } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';

import { DISCLAIMER_STORAGE_KEY as STORAGE_KEY } from './disclaimerAccepted';

/**
 * Spec 01 §2: on entry a dialog states the map is informational only; Accept closes it, Decline
 * returns to the home page. Signed-in users do not see it (the page does not render it for them).
 * `onClosed` runs when it has gone (the page moves focus to its heading).
 */
function DisclaimerDialogComponent({ open, onAccept, onClosed }: { open: boolean; onAccept: () => void; onClosed?: () => void }) {
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
      title="Disclaimer"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      // Focus goes where the page says (its heading) once the dialog has closed, not back to where it was.
      focusable={{ focusTriggerAfterClose: false }}
      afterClose={onClosed}
      footer={[
        <Button key="decline" onClick={() => navigate('/')}>
          Decline
        </Button>,
        <Button key="accept" type="primary" onClick={accept} autoFocus>
          Accept
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        This map is provided for informational purposes only. It is not suitable for legal, engineering or surveying use. Locations, boundaries and
        data are approximate and may contain errors.
      </Typography.Paragraph>
      <Typography.Paragraph>No liability is accepted for any use of this map or of the data it shows.</Typography.Paragraph>
    </Modal>
  );
}

export const DisclaimerDialog = memo(DisclaimerDialogComponent);
export default DisclaimerDialog;
