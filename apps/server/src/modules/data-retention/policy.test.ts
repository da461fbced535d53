import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableName, is } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../composition/schema';
import { RETENTION_POLICY } from './policy';

const schemaTableNames = Object.values(schema).flatMap((value: unknown) =>
  is(value, PgTable) ? [getTableName(value)] : [],
);
const policyTables = RETENTION_POLICY.map((rule) => getTableName(rule.table));

describe('the retention policy (decision 152)', () => {
  it('when a table is in the schema, then the policy says how long its rows live', () => {
    const missing = schemaTableNames.filter((name) => !policyTables.includes(name));
    expect(missing).toEqual([]);
  });

  it('names each table once, with what it holds, when it goes and its legal basis', () => {
    expect(new Set(policyTables).size).toBe(policyTables.length);
    for (const rule of RETENTION_POLICY) {
      expect(rule.holds.length, getTableName(rule.table)).toBeGreaterThan(10);
      expect(rule.deleted.length, getTableName(rule.table)).toBeGreaterThan(5);
      expect(rule.legalBasis.length, getTableName(rule.table)).toBeGreaterThan(20);
    }
  });

  it('tags the AML evidence with Directive (EU) 2015/849 Art. 40', () => {
    const aml = RETENTION_POLICY.filter((rule) => rule.retention === 'aml-evidence');
    expect(aml.map((rule) => getTableName(rule.table))).toEqual(
      expect.arrayContaining([
        'prospects',
        'prospect_infos',
        'documents',
        'document_readings',
        'video_identifications',
        'video_identification_snapshots',
        'prospect_consents',
        'consent_documents',
        'contract_documents',
        'dossiers',
      ]),
    );
    for (const rule of aml) expect(rule.legalBasis).toContain('2015/849 Art. 40');
  });

  it('deletes working data of a case by a column of that table that names the case', () => {
    for (const rule of RETENTION_POLICY) {
      if (rule.prospectColumn === undefined) continue;
      expect(rule.retention).toBe('case');
      const columns = getTableConfig(rule.table).columns;
      expect(columns).toContain(rule.prospectColumn);
      expect(rule.prospectColumn.name).toBe('prospect_id');
    }
  });
});
