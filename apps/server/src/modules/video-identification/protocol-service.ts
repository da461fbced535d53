import { createHash } from 'node:crypto';
import { CALL_SCRIPT_TABLE, type TCreditor, type VariantId } from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import { renderPdf } from '../../infra/pdf/pdf-document';
import type { StoragePort } from '../../infra/storage/storage-port';
import type { FourEyesService } from '../four-eyes/service';
import { answersOf } from './answers';
import { identificationAudit, notFound, SYSTEM_CONTEXT } from './core';
import type { TIdentificationJob } from './jobs';
import { protocolContent } from './protocol-content';
import { createReadCaseCalls, createReadCaseSnapshot } from './use-cases/read-case-calls';
import {
  findAnswers,
  findIdentification,
  findIdentificationsOfProspect,
  findSnapshots,
  moveIdentification,
} from './repository';

export interface ProtocolServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly storage: StoragePort;
  readonly timeZone: string;
  /** The bank's identity (decision 229), printed on every protocol. */
  readonly creditor: TCreditor;
  /** The server's variant: the protocol's texts are its (decision 159). */
  readonly variant: VariantId;
  /** The four-eyes record the protocol names (decision 267). */
  readonly fourEyes: Pick<FourEyesService, 'statusOf'>;
}

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const protocolKeyOf = (id: string) => `video-identifications/${id}/protocol`;

/**
 * The evidence protocol (decision 132): a PDF made by a job once the identification has ended,
 * stored sealed through the storage port, its SHA-256 kept on the record and in the audit trail;
 * a supervisor downloads the exact bytes.
 */
export function createProtocolService(deps: ProtocolServiceDeps) {
  const { db, clock, storage, timeZone } = deps;

  return {
    /** The calls of a case and their snapshots' records, for the staff's case page (decision 265). */
    callsOf: createReadCaseCalls({ db }),
    /** A snapshot's JPEG when it belongs to the case (decision 265). */
    snapshotOf: createReadCaseSnapshot({ db, storage }),
    /**
     * Every identification of a prospect with its answers, snapshots and protocol, for the case
     * evidence export (decision 151). The one-time code's hash stays out.
     */
    async evidenceOf(prospectId: string) {
      const rows = await findIdentificationsOfProspect(db, prospectId);
      const files: { name: string; mediaType: string; bytes: Buffer; recordedSha256: string }[] =
        [];
      const records = [];
      for (const row of rows) {
        const snapshots = await findSnapshots(db, row.id);
        for (const snapshot of snapshots) {
          const bytes = await storage.get(snapshot.storageKey);
          if (bytes !== null) {
            const name = `${row.id}/snapshot-${snapshot.kind}-${snapshot.id}`;
            files.push({ name, mediaType: 'image/jpeg', bytes, recordedSha256: snapshot.sha256 });
          }
        }
        const protocol = row.protocolKey === null ? null : await storage.get(row.protocolKey);
        if (protocol !== null && row.protocolSha256 !== null) {
          const name = `${row.id}/protocol`;
          const recordedSha256 = row.protocolSha256;
          files.push({ name, mediaType: 'application/pdf', bytes: protocol, recordedSha256 });
        }
        const { otpHash: _otp, protocolKey: _key, cardName, ...identification } = row;
        records.push({
          // Decision 230: the card's name only where the product has a card (and it was asked).
          identification: CALL_SCRIPT_TABLE[row.process].debitCard
            ? { ...identification, cardName }
            : identification,
          answers: await findAnswers(db, row.id),
          snapshots: snapshots.map(({ storageKey: _snapshotKey, ...snapshot }) => snapshot),
        });
      }
      return { records, files, subjectIds: rows.map((row) => row.id) };
    },

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
          creditor: deps.creditor,
          variant: deps.variant,
          fourEyes: await deps.fourEyes.statusOf(db, row.id),
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
