import { createHash, randomUUID } from 'node:crypto';
import { SNAPSHOT_MAX_BYTES, type SnapshotKind } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import type { StoragePort } from '../../../infra/storage/storage-port';
import { identificationAudit, staffActor, type VideoCore } from '../core';
import { requireOwnCall } from '../own-call';
import { insertSnapshot } from '../repository';

export interface TakeSnapshotDeps {
  readonly core: Pick<VideoCore, 'db' | 'clock'>;
  readonly storage: Pick<StoragePort, 'put'>;
}

/** JPEG files start with the SOI marker and a segment marker (FF D8 FF). */
export function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** `POST identifications/{id}/snapshots?kind`: a JPEG frame, sealed in storage with its hash. */
export function createTakeSnapshot(deps: TakeSnapshotDeps) {
  const { core, storage } = deps;
  const { db, clock } = core;
  return async function takeSnapshot(
    staff: StaffCaller,
    id: string,
    kind: SnapshotKind,
    bytes: Buffer,
    context: RequestContext,
  ): Promise<{ id: string; kind: SnapshotKind; sha256: string; at: string }> {
    if (bytes.length === 0 || bytes.length > SNAPSHOT_MAX_BYTES || !isJpeg(bytes)) {
      throw new AppError(422, 'SNAPSHOT_NOT_JPEG', {
        message: `A snapshot is one JPEG image up to ${SNAPSHOT_MAX_BYTES} bytes.`,
      });
    }
    const snapshotId = randomUUID();
    const storageKey = `video-identifications/${id}/${snapshotId}`;
    const sha256 = sha256Hex(bytes);
    const at = clock();
    await db.transaction(async (tx) => {
      const call = await requireOwnCall(tx, staff, id);
      await insertSnapshot(tx, {
        id: snapshotId,
        identificationId: id,
        kind,
        storageKey,
        sha256,
        at,
        takenBy: staff.staffId,
      });
      await recordAudit(
        tx,
        context,
        identificationAudit(call, staffActor(staff), 'videochat.snapshot', {
          snapshotId,
          kind,
          sha256,
        }),
      );
      // Stored inside the transaction: a refused snapshot leaves no file, a failed store no row.
      await storage.put(storageKey, bytes);
    });
    return { id: snapshotId, kind, sha256, at: at.toISOString() };
  };
}
