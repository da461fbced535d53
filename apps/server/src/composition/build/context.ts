import { bankHolidays, getVariant } from '@onboarding/domain';
import type { Registry } from 'prom-client';
import { createBlindIndex, type BlindIndex } from '../../infra/crypto/blind-index';
import type { CaseSearchIndex } from '../../infra/search-index/case-search-index';
import { createCaseSearchIndex } from '../../modules/case-search/search-index';
import type { Infra } from '../infra';

/** What every stage of the composition root reads: the ports, the variant, the closing days. */
export interface CompositionContext {
  readonly infra: Infra;
  readonly variant: ReturnType<typeof getVariant>;
  /** The variant's public holidays and the bank's own closing days of a year. */
  readonly holidays: (year: number) => ReturnType<typeof bankHolidays>;
  readonly metricsRegistry: Registry;
  /** The case search's keyed hashes (decision 263), under SEARCH_INDEX_KEY. */
  readonly blindIndex: BlindIndex;
  /** Where the modules below the case search write its index, in their transactions. */
  readonly caseSearchIndex: CaseSearchIndex;
}

export function compositionContext(infra: Infra, metricsRegistry: Registry): CompositionContext {
  const { config } = infra;
  const variant = getVariant(config.variant);
  const blindIndex = createBlindIndex(config.searchIndexKey);
  return {
    infra,
    variant,
    holidays: (year) => bankHolidays(config.variant, year, config.extraHolidays),
    metricsRegistry,
    blindIndex,
    caseSearchIndex: createCaseSearchIndex({ blindIndex, phonePrefix: variant.phonePrefix }),
  };
}
