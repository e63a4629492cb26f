import type { ReactNode } from 'react';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';

/**
 * nuqs' React Router adapter around a page. Each app bundles its own nuqs (it is not a federation
 * singleton), so each page brings its adapter; the router it reads is the host's (react-router is shared).
 */
export function UrlStateProvider({ children }: { children: ReactNode }) {
  return <NuqsAdapter>{children}</NuqsAdapter>;
}
