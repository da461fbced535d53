import type { Database } from '../../../infra/db/database';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import { transactionsContext } from '../connection-secrets';
import { connectionsOf, statementsOf } from '../repository';

export interface CollectOpenBankingEvidenceDeps {
  readonly db: Database;
  readonly cipher: Pick<DataCipher, 'openText'>;
}

/**
 * The prospect's bank connections (without the provider's secret) and every statement read, its
 * transactions decrypted, for the case evidence export (decision 151).
 */
export function createCollectOpenBankingEvidence(deps: CollectOpenBankingEvidenceDeps) {
  const { db, cipher } = deps;
  return async function evidenceOf(prospectId: string) {
    const connections = (await connectionsOf(db, prospectId)).map(
      ({ sealedSecret: _secret, ...row }) => row,
    );
    const statements = await statementsOf(db, prospectId);
    const files = statements.map(({ sealedTransactions, ...row }) => ({
      name: `statement-${row.id}`,
      mediaType: 'application/json',
      bytes: Buffer.from(
        JSON.stringify(
          {
            ...row,
            transactions: JSON.parse(
              cipher.openText(sealedTransactions, transactionsContext(row.id)),
            ) as unknown,
          },
          null,
          2,
        ),
      ),
      recordedSha256: null,
    }));
    const records = { connections, statementIds: statements.map((row) => row.id) };
    const subjectIds = [...connections, ...statements].map((row) => row.id);
    return { records, files, subjectIds };
  };
}
