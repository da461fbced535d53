import { ZProspectRequestBodyStructure, type TProspectRequestBody } from '@onboarding/domain';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { Database, Transaction } from '../../../infra/db/database';
import { findInfo } from '../repository';
import { bodyContext } from '../sealing';

export interface ReadStoredInfoDeps {
  readonly cipher: DataCipher;
}

/**
 * The stored prospect request body, decrypted, or null before `PATCH prospects/{id}/info`. For
 * the later steps (consents, eligibility, contract PDFs); the caller checks ownership.
 */
export function createReadStoredInfo(deps: ReadStoredInfoDeps) {
  return async function storedInfo(
    tx: Database | Transaction,
    prospectId: string,
  ): Promise<TProspectRequestBody | null> {
    const sealed = await findInfo(tx, prospectId);
    if (sealed === null) return null;
    return ZProspectRequestBodyStructure.parse(
      JSON.parse(deps.cipher.openText(sealed, bodyContext(prospectId))),
    );
  };
}

export type ReadStoredInfo = ReturnType<typeof createReadStoredInfo>;
