import { z } from 'zod';
import { PROCESS_NAMES } from '../processes';
import { ZWizardStep } from '../schemas';
import { VARIANT_IDS } from '../variants';
import { FUNNEL_PERIODS } from './periods';

/**
 * `GET operations/queue` (staff): the queue now (decision 270). The console keeps it live from
 * the queue room's messages with the same rule (queueNow).
 */
export const ZOperationsQueue = z.object({
  asOf: z.string(),
  waiting: z.number().int().nonnegative(),
  inCall: z.number().int().nonnegative(),
  longestWaitSeconds: z.number().int().nonnegative().nullable(),
});
export type TOperationsQueue = z.infer<typeof ZOperationsQueue>;

/** `GET operations/today` (supervisor): the bank's day so far, from the audit trail (decision 270). */
export const ZOperationsToday = z.object({
  asOf: z.string(),
  /** The local midnight the day is counted from (the variant's time zone). */
  since: z.string(),
  waits: z.object({
    count: z.number().int().nonnegative(),
    p50Seconds: z.number().int().nonnegative().nullable(),
    p90Seconds: z.number().int().nonnegative().nullable(),
  }),
  callsPerOperator: z.array(
    z.object({
      operatorId: z.string().uuid(),
      operatorName: z.string(),
      calls: z.number().int().positive(),
    }),
  ),
  decisions: z.object({
    approved: z.number().int().nonnegative(),
    rejected: z.number().int().nonnegative(),
    sentBack: z.number().int().nonnegative(),
    /** Approved today by the first staff member and still waiting for the second (decision 273). */
    awaitingSecondApproval: z.number().int().nonnegative(),
  }),
});
export type TOperationsToday = z.infer<typeof ZOperationsToday>;

export const ZFunnelPeriod = z.enum(FUNNEL_PERIODS);

/** `GET operations/funnel?period=` (supervisor): the query, one schema for the form and the route. */
export const ZFunnelQuery = z.object({ period: ZFunnelPeriod.default('LAST_7_DAYS') }).strict();
export type TFunnelQuery = z.infer<typeof ZFunnelQuery>;

export const ZFunnelStep = z.object({
  step: ZWizardStep,
  reached: z.number().int().nonnegative(),
  stopped: z.number().int().nonnegative(),
  dropOff: z.number().int().nonnegative(),
  dropOffShare: z.number().min(0).max(1).nullable(),
});

/** The applications started in the period, per product, by the furthest step reached (decision 271). */
export const ZFunnel = z.object({
  period: ZFunnelPeriod,
  since: z.string(),
  until: z.string(),
  /** The deployment's variant: one variant a deployment (DESIGN "Variants"). */
  variant: z.enum(VARIANT_IDS),
  products: z.array(
    z.object({
      process: z.enum(PROCESS_NAMES),
      started: z.number().int().nonnegative(),
      steps: z.array(ZFunnelStep),
    }),
  ),
});
export type TFunnel = z.infer<typeof ZFunnel>;
