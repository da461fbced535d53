import { z } from 'zod';
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
export const ZRoutePath = z.enum(ROUTE_PATHS as [RoutePath, ...RoutePath[]]);
export const ZWizardStep = z.enum(WIZARD_STEPS);
export const ZAnalyticsEvent = z.enum(ANALYTICS_EVENTS);
export const ZProcessName = z.enum(PROCESS_NAMES);
