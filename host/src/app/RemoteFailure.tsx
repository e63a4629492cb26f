import { Alert, Button } from 'antd';
import { RemoteLoadError } from '../federation/remotes';

/** What a page of a remote that is down, too slow or broken shows instead: its title and Retry. */
export default function RemoteFailure({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const timedOut = error instanceof RemoteLoadError && error.reason === 'timeout';
  return (
    <section style={{ padding: 24 }}>
      <h1 className="page-title">{title}</h1>
      <Alert
        type="error"
        showIcon
        title="This part of the portal could not be loaded."
        description={
          timedOut
            ? 'It did not answer in time. The rest of the portal works; try again in a moment.'
            : 'The rest of the portal works; try again in a moment.'
        }
        action={
          <Button type="primary" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </section>
  );
}
