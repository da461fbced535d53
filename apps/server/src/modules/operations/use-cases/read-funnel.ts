import {
  funnelOf,
  furthestStep,
  periodStart,
  PROCESSES_BY_VARIANT,
  type FunnelPeriod,
  type TFunnel,
  type VariantId,
  type WizardStep,
} from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import { readFunnelApplications } from '../repository';

export interface ReadFunnelDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly timeZone: string;
  /** The deployment's variant: its products, and the name the answer carries. */
  readonly variant: VariantId;
}

/**
 * `GET operations/funnel` (supervisor, decision 271): the applications started in the period,
 * per product the variant offers, by the furthest step each reached, with the drop-off between
 * steps. From the audit trail's own records; no third-party analytics.
 */
export function createReadFunnel({ db, clock, timeZone, variant }: ReadFunnelDeps) {
  return async function readFunnel(period: FunnelPeriod): Promise<TFunnel> {
    const until = clock();
    const since = periodStart(period, until, timeZone);
    const applications = await readFunnelApplications(db, since, until);
    const furthest = new Map<string, WizardStep[]>();
    for (const application of applications) {
      const { process, step } = furthestStep(application);
      furthest.set(process, [...(furthest.get(process) ?? []), step]);
    }
    return {
      period,
      since: since.toISOString(),
      until: until.toISOString(),
      variant,
      products: PROCESSES_BY_VARIANT[variant].map((process) => {
        const steps = funnelOf(process, furthest.get(process) ?? []);
        return { process, started: steps[0]?.reached ?? 0, steps };
      }),
    };
  };
}
