import { Alert, Button } from 'antd';
import { RemoteLoadError } from '../federation/remotes';

export const REMOTE_FAILURE_TEXT = 'This part of the portal could not be loaded.';

function explanation(error: unknown): string {
  if (error instanceof RemoteLoadError && error.reason === 'timeout') {
    return 'It did not answer in time. The rest of the portal works; try again in a moment.';
  }
  if (error instanceof RemoteLoadError) return 'It is not available right now. The rest of the portal works; try again in a moment.';
  return 'Something went wrong while showing this page. The rest of the portal works; try again in a moment.';
}

/** What a page of a remote that is down, too slow or broken shows instead: its title, a message and Retry. */
export default function RemoteFailure({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <section className="page" aria-labelledby="remote-failure-title">
      <h1 id="remote-failure-title" className="page-title">
        {title}
      </h1>
      <Alert
        type="error"
        showIcon
        title={REMOTE_FAILURE_TEXT}
        description={explanation(error)}
        action={
          <Button type="primary" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </section>
  );
}
