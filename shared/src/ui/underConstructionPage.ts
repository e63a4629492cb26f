import { lazy } from 'react';

/** Lazy form of the under-construction page, to sit in a remote's `defineRemoteRoutes` table. */
export const UnderConstructionPage = lazy(() => import('./UnderConstruction'));
