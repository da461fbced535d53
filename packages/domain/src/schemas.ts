import { z } from 'zod';
import { lazily } from './lazily';
import { ANALYTICS_EVENTS } from './analytics';
import { PROCESS_NAMES } from './processes';
import { ROUTE_PATHS, type RoutePath } from './routes';
import { WIZARD_STEPS } from './steps';

/**
 * The zod schemas of the domain's plain tables (decision 192). The tables themselves (routes,
 * steps, analytics events, processes) build nothing at load, so a screen that only reads a table
 * does not bring zod with it; whoever checks a value against a table imports its schema from here
 * (`@onboarding/domain/schemas`).
 */
export const routePathSchema = lazily(() => z.enum(ROUTE_PATHS as [RoutePath, ...RoutePath[]]));
export const ZRoutePath = /* @__PURE__ */ routePathSchema();
export const wizardStepSchema = lazily(() => z.enum(WIZARD_STEPS));
export const ZWizardStep = /* @__PURE__ */ wizardStepSchema();
export const analyticsEventSchema = lazily(() => z.enum(ANALYTICS_EVENTS));
export const ZAnalyticsEvent = /* @__PURE__ */ analyticsEventSchema();
export const processNameSchema = lazily(() => z.enum(PROCESS_NAMES));
export const ZProcessName = /* @__PURE__ */ processNameSchema();
