import type { TDocumentPrefill } from '@onboarding/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { Database, Transaction } from '../../../infra/db/database';
import { openPrefill } from '../prefill';
import { latestReadSealedValues } from '../repository';

export interface ReadLatestPrefillDeps {
  readonly cipher: DataCipher;
  readonly log: FastifyBaseLogger;
}

/**
 * The checked values of the prospect's latest document reading that was read (the cross-checks
 * of decision 287 compare them); null when no side was read, or it no longer opens.
 */
export function createReadLatestPrefill(deps: ReadLatestPrefillDeps) {
  return async function latestPrefill(
    tx: Database | Transaction,
    prospectId: string,
  ): Promise<TDocumentPrefill | null> {
    return openPrefill(deps, prospectId, await latestReadSealedValues(tx, prospectId));
  };
}
