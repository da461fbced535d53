import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../infra/db/columns';
import { prospects } from '../prospects/tables';

/**
 * What the applicant has entered on /personaldata so far (`info/partialsave`), section by section,
 * as JSON sealed under `prospect:<id>:info` (it holds EMSO, tax number, IBAN…). Removed when the
 * final body is stored.
 */
export const prospectInfoDrafts = pgTable('prospect_info_drafts', {
  prospectId: uuid('prospect_id')
    .primaryKey()
    .references(() => prospects.id, { onDelete: 'cascade' }),
  sealedSections: text('sealed_sections').notNull(),
  /** Raised by every save: a save names the version it merged into (decision 126). */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The prospect request body of `PATCH prospects/{id}/info` (spec 2 §3), stored once as the
 * validated JSON sealed under `prospect:<id>:info:body`: every identifier is encrypted at rest.
 */
export const prospectInfos = pgTable('prospect_infos', {
  prospectId: uuid('prospect_id')
    .primaryKey()
    .references(() => prospects.id, { onDelete: 'cascade' }),
  sealedBody: text('sealed_body').notNull(),
  createdAt: createdAt(),
});
