// The API's schemas and their static types, by subject. The browser imports the types with
// `import type { SiteSummaryRow } from '@basin/api/schemas'`, so nothing here may import Node modules.
// A route's contract (method, URL, inputs, answer) is in its folder's contract.ts; the typed route map
// the browser calls through is collected from them in ../contracts.ts.
export * from './common';
export * from './health';
export * from './locationsParamSummary';
export * from './summary';
export * from './publicMap';
export * from './explore';
export * from './downloads';
export * from './dropdowns';
export * from './analysis';
export * from './ids';
export * from './standardTracker';
export * from './siteStatus';
export * from './session';
export * from './basin';
export * from './import';
export type { ApiGetRoutes, ApiGetPath, ApiSendRoutes, ApiSendRoute } from '../contracts';
