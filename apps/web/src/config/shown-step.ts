// Shared by the app and the build (vite.config.ts reads prerendered-steps.ts): relative imports only.
import type { ProcessName } from '../../../../packages/domain/src/processes';

/**
 * The shown-step cookie's value for a step (SHOWN_STEP_COOKIE, decision 224), and the name of its
 * prerendered picture (dist/prerendered/<name>.html): `CURRENTACCOUNT/consents`.
 */
export function shownStepName(process: ProcessName, route: string): string {
  return `${process}${route}`;
}
