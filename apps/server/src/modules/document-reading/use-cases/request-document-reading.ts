import { randomUUID } from 'node:crypto';
import type { DocumentSide, IdDocumentType } from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import type { Transaction } from '../../../infra/db/database';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import { readDocumentJob } from '../jobs';
import { insertReading } from '../repository';

/** A side that may hold an MRZ, stored and committed with the reading request. */
export interface DocumentReadingRequest {
  readonly prospectId: string;
  readonly documentId: string;
  readonly documentType: IdDocumentType;
  readonly side: DocumentSide;
}

export interface RequestDocumentReadingDeps {
  readonly clock: Clock;
  readonly jobs: JobQueue;
}

/** A PENDING reading and its job, in the transaction that stores the side. */
export function createRequestDocumentReading({ clock, jobs }: RequestDocumentReadingDeps) {
  return async function request(tx: Transaction, input: DocumentReadingRequest): Promise<void> {
    const readingId = randomUUID();
    await insertReading(tx, {
      id: readingId,
      prospectId: input.prospectId,
      documentId: input.documentId,
      documentType: input.documentType,
      side: input.side,
      status: 'PENDING',
      createdAt: clock(),
    });
    await jobs.enqueue(tx, readDocumentJob, { readingId, ...input }, { key: readingId });
  };
}
