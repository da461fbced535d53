import { bankHolidays, getVariant } from '@onboarding/domain';
import type { Registry } from 'prom-client';
import type { Infra } from '../infra';

/** What every stage of the composition root reads: the ports, the variant, the closing days. */
export interface CompositionContext {
  readonly infra: Infra;
  readonly variant: ReturnType<typeof getVariant>;
  /** The variant's public holidays and the bank's own closing days of a year. */
  readonly holidays: (year: number) => ReturnType<typeof bankHolidays>;
  readonly metricsRegistry: Registry;
}

export function compositionContext(infra: Infra, metricsRegistry: Registry): CompositionContext {
  const { config } = infra;
  return {
    infra,
    variant: getVariant(config.variant),
    holidays: (year) => bankHolidays(config.variant, year, config.extraHolidays),
    metricsRegistry,
  };
}
