import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../infra/clock';
import type { BlindIndex } from '../../infra/crypto/blind-index';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { Database } from '../../infra/db/database';
import type { PersonalDataService } from '../personal-data/service';
import { createBackfillSearchIndex } from './use-cases/backfill-search-index';
import { createFindPossibleDuplicates } from './use-cases/find-possible-duplicates';
import { createSearchCases } from './use-cases/search-cases';

export interface CaseSearchServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly cipher: Pick<DataCipher, 'openText'>;
  readonly blindIndex: BlindIndex;
  /** The bank's zone: date ranges and the year of an application number. */
  readonly timeZone: string;
  /** The variant's dialling prefix, for a phone given without one. */
  readonly phonePrefix: string;
  readonly personalData: Pick<PersonalDataService, 'storedInfo'>;
}

/**
 * The staff case search (decisions 263, 264), the backfill of its blind index, and the other
 * applications that share an identifier with a case (decision 288).
 */
export function createCaseSearchService(deps: CaseSearchServiceDeps) {
  return {
    search: createSearchCases(deps),
    backfill: createBackfillSearchIndex(deps),
    // Decision 288: the call's detail reads them through its port.
    possibleDuplicates: createFindPossibleDuplicates(),
  };
}

export type CaseSearchService = ReturnType<typeof createCaseSearchService>;
