import {
  monthPeriod,
  tallyReport,
  type ReportEntry,
  type TQualityReport,
  type TQualityReportRow,
} from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import { findFinishedBetween } from '../repository';
import type { QualityFinishedRow } from '../tables';

export interface ReadQualityReportDeps {
  readonly db: Database;
  /** The bank's time zone: a month is its calendar month. */
  readonly timeZone: string;
}

const entryOf = (row: QualityFinishedRow): ReportEntry => ({
  sampled: row.sampledAt !== null,
  verdict: row.verdict,
  category: row.category,
});

/**
 * `GET quality-reviews/report?month=YYYY-MM` (decision 269): per operator, the identifications
 * they finished in the month, how many were sampled and reviewed, in order, and the findings per
 * category; operators by name.
 */
export function createReadQualityReport({ db, timeZone }: ReadQualityReportDeps) {
  return async function report(month: string): Promise<TQualityReport> {
    const period = monthPeriod(month, timeZone);
    const rows = await findFinishedBetween(db, period.from, period.to);
    const byOperator = new Map<string, QualityFinishedRow[]>();
    for (const row of rows) {
      byOperator.set(row.operatorId, [...(byOperator.get(row.operatorId) ?? []), row]);
    }
    const operators: TQualityReportRow[] = [...byOperator.entries()]
      .map(([id, own]) => ({
        // The name as it was on the latest call of the month.
        operator: { id, fullName: own.at(-1)?.operatorName ?? '' },
        ...tallyReport(own.map(entryOf)),
      }))
      .sort((a, b) => a.operator.fullName.localeCompare(b.operator.fullName));
    return { month, operators, total: tallyReport(rows.map(entryOf)) };
  };
}
