import { createHash } from 'node:crypto';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import { renderPdf } from '../../infra/pdf/pdf-document';
import type { StoragePort } from '../../infra/storage/storage-port';
import { answersOf } from './answers';
import { identificationAudit, notFound, SYSTEM_CONTEXT } from './core';
import type { TIdentificationJob } from './jobs';
import { protocolContent } from './protocol-content';
import { findAnswers, findIdentification, findSnapshots, moveIdentification } from './repository';

export interface ProtocolServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly storage: StoragePort;
  readonly timeZone: string;
}

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const protocolKeyOf = (id: string) => `video-identifications/${id}/protocol`;

/**
 * The evidence protocol (issue 13 point 7): a PDF made by a job once the identification has ended,
 * stored sealed through the storage port, its SHA-256 kept on the record and in the audit trail;
 * a supervisor downloads the exact bytes.
 */
export function createProtocolService(deps: ProtocolServiceDeps) {
  const { db, clock, storage, timeZone } = deps;

  return {
    async make(payload: TIdentificationJob): Promise<void> {
      const row = await findIdentification(db, payload.identificationId);
      if (row === null || row.endedAt === null || row.protocolKey !== null) return;
      const bytes = await renderPdf(
        protocolContent({
          row,
          answers: answersOf(await findAnswers(db, row.id)),
          snapshots: await findSnapshots(db, row.id),
          timeZone,
          now: clock(),
        }),
      );
      const sha256 = sha256Hex(bytes);
      const key = protocolKeyOf(row.id);
      // Stored first: a retry after a failed commit writes the same key again.
      await storage.put(key, bytes);
      await db.transaction(async (tx) => {
        const stored = await moveIdentification(tx, row.id, [row.status], {
          protocolKey: key,
          protocolSha256: sha256,
        });
        if (stored === null) return;
        await recordAudit(
          tx,
          SYSTEM_CONTEXT,
          identificationAudit(row, { actorType: 'system', actorId: null }, 'videochat.protocol', {
            sha256,
            sizeBytes: bytes.byteLength,
          }),
        );
      });
    },

    /** The stored protocol, checked against its recorded SHA-256. */
    async download(id: string): Promise<{ bytes: Buffer; fileName: string }> {
      const row = await findIdentification(db, id);
      if (row === null) throw notFound();
      if (row.protocolKey === null || row.protocolSha256 === null) {
        throw new AppError(409, 'PROTOCOL_NOT_READY', {
          message: 'The protocol is made when the identification has ended.',
        });
      }
      const bytes = await storage.get(row.protocolKey);
      if (bytes === null || sha256Hex(bytes) !== row.protocolSha256) {
        throw new Error('video identification protocol missing or its hash does not match');
      }
      return { bytes, fileName: `video-identification-${row.id}.pdf` };
    },
  };
}

export type ProtocolService = ReturnType<typeof createProtocolService>;
