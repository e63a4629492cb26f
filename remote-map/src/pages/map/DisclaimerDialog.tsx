import { memo } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';

const STORAGE_KEY = 'basin-map-disclaimer-accepted';

/** Accepted once per browser session (reloads and shared links within it do not ask again). */
export function disclaimerAccepted(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Spec 01 §2: on entry a dialog states the map is informational only; Accept closes it, Decline
 * returns to the home page. Signed-in users do not see it (the page does not render it for them).
 */
function DisclaimerDialogComponent({ open, onAccept }: { open: boolean; onAccept: () => void }) {
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
