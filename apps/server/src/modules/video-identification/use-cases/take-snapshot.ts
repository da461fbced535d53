import { createHash, randomUUID } from 'node:crypto';
import { SNAPSHOT_MAX_BYTES, type SnapshotKind } from '@onboarding/domain';
import sharp from 'sharp';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import { stripJpegMetadata } from '../../../infra/images/jpeg-metadata';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import type { StoragePort } from '../../../infra/storage/storage-port';
import { identificationAudit, staffActor, type VideoCore } from '../core';
import { requireOwnCall } from '../own-call';
import { insertSnapshot } from '../repository';

export interface TakeSnapshotDeps {
  readonly core: Pick<VideoCore, 'db' | 'clock'>;
  readonly storage: Pick<StoragePort, 'put'>;
}

/** A video frame is at most 4K (3840 × 2160); a larger "frame" is not one. */
const SNAPSHOT_MAX_PIXELS = 3840 * 2160;

/** JPEG files start with the SOI marker and a segment marker (FF D8 FF). */
export function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const notJpeg = () =>
  new AppError(422, 'SNAPSHOT_NOT_JPEG', {
    message: `A snapshot is one JPEG image up to ${SNAPSHOT_MAX_BYTES} bytes.`,
  });

/**
 * Only the image is kept, as for the applicant's uploads (decision 274): the frame without its
 * metadata and without any byte after its end-of-image marker, or, when its layout is not the
 * plain one a browser's canvas writes, decoded and encoded again. What does not decode is refused.
 */
async function imageOnly(bytes: Buffer): Promise<Buffer> {
  const stripped = stripJpegMetadata(bytes);
  if (stripped !== null) return stripped;
  try {
    return await sharp(bytes, { failOn: 'truncated', limitInputPixels: SNAPSHOT_MAX_PIXELS })
      .jpeg({ quality: 90 })
      .toBuffer();
  } catch {
    throw notJpeg();
  }
}

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
      throw notJpeg();
    }
    const image = await imageOnly(bytes);
    const snapshotId = randomUUID();
    const storageKey = `video-identifications/${id}/${snapshotId}`;
    const sha256 = sha256Hex(image);
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
      await storage.put(storageKey, image);
    });
    return { id: snapshotId, kind, sha256, at: at.toISOString() };
  };
}
