import { Component, lazy, Suspense, use, useState, type ErrorInfo, type ReactNode } from 'react';
import { PageSpinner, useDocumentTitle, type RouteEntry } from '@basin/shared';
import { loadRemoteRoutes, RemoteLoadError, retryRemote } from '../federation/remotes';

// The failure message loads only when a remote fails, so working pages do not carry it.
const RemoteFailure = lazy(() => import('./RemoteFailure'));

interface ErrorBoundaryProps {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('A remote page failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function RemotePage({ entry }: { entry: RouteEntry }) {
  const routes = use(loadRemoteRoutes(entry.remote));
  const route = routes.find((candidate) => candidate.path === entry.path);
  if (!route) throw new RemoteLoadError(entry.remote, 'missing-page');
  const Page = route.Component;
  return <Page />;
}

/**
 * Second layer of remote-failure handling, around every remote route: Suspense while the remote
 * loads, and an error boundary that turns a remote that is down, too slow or that throws while
 * rendering into a message with Retry, for this page only.
 */
export function RemoteBoundary({ entry }: { entry: RouteEntry }) {
  useDocumentTitle(entry.title);
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    retryRemote(entry.remote);
    setAttempt((count) => count + 1);
  };
  return (
    <ErrorBoundary key={`${entry.path}#${attempt}`} fallback={(error) => (
        <Suspense fallback={<PageSpinner />}>
          <RemoteFailure title={entry.title} error={error} onRetry={retry} />
        </Suspense>
      )}>
      <Suspense fallback={<PageSpinner />}>
        <RemotePage entry={entry} />
      </Suspense>
    </ErrorBoundary>
  );
}
