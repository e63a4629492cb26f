import { Alert, Button } from 'antd';
import { useT, type Translate } from '@basin/shared';
import { RemoteLoadError } from '../federation/remotes';

function explanation(t: Translate, error: unknown): string {
  if (error instanceof RemoteLoadError && error.reason === 'timeout') return t('host.remoteFailure.timeout');
  if (error instanceof RemoteLoadError) return t('host.remoteFailure.unavailable');
  return t('host.remoteFailure.broken');
}

/** What a page of a remote that is down, too slow or broken shows instead: its title, a message and Retry. */
export default function RemoteFailure({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <section className="page" aria-labelledby="remote-failure-title">
      <h1 id="remote-failure-title" className="page-title">
        {title}
      </h1>
      <Alert
        type="error"
        showIcon
        title={t('host.remoteFailure.title')}
        description={explanation(t, error)}
        action={
          <Button type="primary" onClick={onRetry}>
            {t('host.remoteFailure.retry')}
          </Button>
        }
      />
    </section>
  );
}
