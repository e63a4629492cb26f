// Runs once after the API tests: removes the template databases global-setup.ts seeded.
import { removeSeededTemplates } from './databases';

export default async function globalTeardown(): Promise<void> {
  await removeSeededTemplates();
}
