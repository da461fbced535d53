// Shared by the app and the build (vite.config.ts reads prerendered-steps.ts): relative imports only.
import type { ProcessName } from '../../../../packages/domain/src/processes';

/**
 * A step whose page shows differently in some states has a picture per view (decision 289): the
 * welcome while a payment is awaited (spec 1 §9) is not the welcome of an open product.
 */
export type ShownStepView = 'waiting';

/**
 * The shown-step cookie's value for a step (SHOWN_STEP_COOKIE, decision 224), and the name of its
 * prerendered picture (dist/prerendered/<name>.html): `CURRENTACCOUNT/consents`, and with a view
 * `DAYPOSIT/welcome/waiting`.
 */
export function shownStepName(process: ProcessName, route: string, view?: ShownStepView): string {
  return view === undefined ? `${process}${route}` : `${process}${route}/${view}`;
}
