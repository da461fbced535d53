import {
  FINDING_CATEGORIES,
  MONTH_PATTERN,
  monthOf,
  type TQualityReportRow,
} from '@onboarding/domain';
import { formatMonth, formatNumber } from '@onboarding/domain/format';
import { useLanguage, useT, useVariant } from '@onboarding/web-shell';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { readFailure } from '../../shared/api/use-outcome';
import { paths } from '../../shared/paths';
import { ConsoleTable } from '../../shared/ui/console-table';
import { FailureRegion } from '../../shared/ui/notice';
import { TextField } from '../../shared/ui/text-field';
import { useQualityReport } from './use-quality-review';
import './quality-review.css';

/** The figures' columns, in order: each figure's key. */
const COLUMN_KEYS = ['finished', 'sampled', 'reviewed', 'inOrder', ...FINDING_CATEGORIES];

/** The figures of one line, in the columns' order. */
function figuresOf(row: Omit<TQualityReportRow, 'operator'>): number[] {
  return [
    row.finished,
    row.sampled,
    row.reviewed,
    row.inOrder,
    ...FINDING_CATEGORIES.map((category) => row.findings[category]),
  ];
}

/**
 * Supervisors: the month's quality review per operator (decision 269): calls finished, drawn,
 * reviewed, in order, and the findings per category, with all operators on the last line.
 */
export function ReportScreen() {
  const t = useT();
  const language = useLanguage();
  const { timeZone } = useVariant();
  const [month, setMonth] = useState(() => monthOf(new Date(), timeZone));
  const [typed, setTyped] = useState(month);
  const [error, setError] = useState<string | null>(null);
  const report = useQualityReport(month);
  const data = report.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!MONTH_PATTERN.test(typed)) {
      setError(t('qualityReview.validation.month'));
      return;
    }
    setError(null);
    setMonth(typed);
  };

  const count = (value: number) => formatNumber(value, language);

  return (
    <section className="stack quality" aria-labelledby="quality-report-heading">
      <h2 id="quality-report-heading">{t('qualityReview.report.heading')}</h2>
      <div className="quality__bar">
        <Link to={paths.qualityReviews()}>{t('qualityReview.report.back')}</Link>
      </div>
      <form className="filter-form" noValidate onSubmit={submit}>
        <TextField
          label={t('qualityReview.report.month')}
          type="month"
          value={typed}
          error={error}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button--secondary">
          {t('qualityReview.report.show')}
        </button>
      </form>
      <FailureRegion failure={readFailure(report.error, t)?.text ?? null} />
      {data === undefined ? (
        report.isError ? null : (
          <p>{t('qualityReview.loading')}</p>
        )
      ) : data.operators.length === 0 ? (
        <p>{t('qualityReview.report.empty')}</p>
      ) : (
        <ConsoleTable
          caption={t('qualityReview.report.caption', {
            month: formatMonth(data.month, language),
          })}
          columns={[
            t('qualityReview.report.operator'),
            t('qualityReview.report.finished'),
            t('qualityReview.report.sampled'),
            t('qualityReview.report.reviewed'),
            t('qualityReview.report.inOrder'),
            ...FINDING_CATEGORIES.map((category) => t(`qualityReview.categories.${category}`)),
          ]}
        >
          {data.operators.map((row) => (
            <tr key={row.operator.id}>
              <th scope="row">{row.operator.fullName}</th>
              {figuresOf(row).map((figure, index) => (
                <td key={COLUMN_KEYS[index]} className="tabular">
                  {count(figure)}
                </td>
              ))}
            </tr>
          ))}
          <tr className="quality__total">
            <th scope="row">{t('qualityReview.report.total')}</th>
            {figuresOf(data.total).map((figure, index) => (
              <td key={COLUMN_KEYS[index]} className="tabular">
                {count(figure)}
              </td>
            ))}
          </tr>
        </ConsoleTable>
      )}
    </section>
  );
}
