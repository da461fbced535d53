import type { LongProcessContentKey, LongWaitPhase, ProcessName } from '@onboarding/domain';
import { integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, requiredTime, updatedAt } from '../../infra/db/columns';
import { prospects } from '../prospects/tables';

/**
 * The background runs the long-wait screen follows (spec 1 §4, decision 140): one per prospect
 * and kind; a run started again after ERROR keeps its row and counts up `run`.
 */
export const longProcesses = pgTable(
  'long_processes',
  {
    id: uuid('id').primaryKey(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LongProcessContentKey>().notNull(),
    process: text('process').$type<ProcessName>().notNull(),
    phase: text('phase').$type<LongWaitPhase>().notNull(),
    run: integer('run').notNull().default(1),
    errorCode: text('error_code'),
    startedAt: requiredTime('started_at'),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('long_processes_prospect_kind_idx').on(table.prospectId, table.kind)],
);

/** What the bank's dossier of an applicant holds (decision 140): references, never copies. */
export interface DossierManifest {
  readonly prospectId: string;
  readonly process: ProcessName;
  readonly packageName: string | null;
  readonly iban: string;
  readonly accountOpenedAt: string;
  readonly identifiedAt: string | null;
  readonly createdBy: { readonly longProcessId: string; readonly run: number };
}

/** The dossier itself: its manifest and the SHA-256 of the manifest's canonical JSON. */
export const dossiers = pgTable('dossiers', {
  prospectId: uuid('prospect_id')
    .primaryKey()
    .references(() => prospects.id, { onDelete: 'cascade' }),
  manifest: jsonb('manifest').$type<DossierManifest>().notNull(),
  sha256: text('sha256').notNull(),
  createdAt: createdAt(),
});
