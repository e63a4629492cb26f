import { Component, lazy, Suspense, use, useState, type ErrorInfo, type ReactNode } from 'react';
import { findRoute, PageSpinner, type RemoteName, reportError, reportingAppOf, routeTitle, useDocumentTitle, useT } from '@basin/shared';
import { loadRemoteRoutes, RemoteLoadError, retryRemote } from '../federation/remotes';

// The failure message (antd Alert and Button) loads only when a remote fails; working pages do not carry it.
const RemoteFailure = lazy(() => import('./RemoteFailure'));

interface ErrorBoundaryProps {
  remote: RemoteName;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('A remote page failed; the portal shows a message with Retry instead.', error, info.componentStack);
    reportError(error, reportingAppOf(this.props.remote), info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const routes = use(loadRemoteRoutes(remote));
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new RemoteLoadError(remote, 'missing-page');
  const Page = route.Component;
  return <Page />;
}

export interface RemoteBoundaryProps {
  /** The remote that owns the page. */
  remote: RemoteName;
  /** The page's path in the route table (and in the remote's `./routes`). */
  path: string;
}

/**
 * Second layer of remote-failure handling, around every remote route: Suspense while the remote
 * loads, and an error boundary that turns a remote that is down, too slow or that throws while
 * rendering into the page's title, a message and Retry, for this page only.
 */
export function RemoteBoundary({ remote, path }: RemoteBoundaryProps) {
  const t = useT();
  // The route table's title, in the visitor's language: the document title and the failure message's heading.
  const title = findRoute(path) ? routeTitle(t, { path }) : t('host.remoteFailure.page');
  useDocumentTitle(title);
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    retryRemote(remote);
    setAttempt((count) => count + 1);
  };
  return (
    <ErrorBoundary
      key={`${path}#${attempt}`}
      remote={remote}
      fallback={(error) => (
        <Suspense fallback={<PageSpinner />}>
          <RemoteFailure title={title} error={error} onRetry={retry} />
        </Suspense>
      )}
    >
      <Suspense fallback={<PageSpinner />}>
        <RemotePage remote={remote} path={path} />
      </Suspense>
    </ErrorBoundary>
  );
}
