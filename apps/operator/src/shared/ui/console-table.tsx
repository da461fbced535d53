import { useT } from '@onboarding/web-shell';
import type { ReactNode } from 'react';
import { Notice } from './notice';
import type { ConsoleOutcome } from '../api/use-outcome';

export interface ConsoleTableScreenProps {
  readonly headingId: string;
  /** The texts, translated by the caller. */
  readonly heading: string;
  readonly lead: string;
  readonly refreshLabel: string;
  readonly onRefresh: () => void;
  readonly outcome: ConsoleOutcome | null;
  /** null while the first answer is awaited. */
  readonly rowCount: number | null;
  readonly emptyText: string;
  readonly caption: string;
  readonly columns: readonly string[];
  /** The table's rows, each with its row header first. */
  readonly rows: ReactNode;
  /** Shown after the table (a dialog of a row's action). */
  readonly children?: ReactNode;
}

/**
 * A console screen over one table: refresh, the outcome of the last action in a region that is
 * there before the message is, then loading, empty or the table.
 */
export function ConsoleTableScreen({
  headingId,
  heading,
  lead,
  refreshLabel,
  onRefresh,
  outcome,
  rowCount,
  emptyText,
  caption,
  columns,
  rows,
  children,
}: ConsoleTableScreenProps) {
  const t = useT();
  return (
    <section className="stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p>{lead}</p>
      <div>
        <button type="button" className="button button--secondary" onClick={onRefresh}>
          {refreshLabel}
        </button>
      </div>
      <div aria-live="polite">
        {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      </div>
      {rowCount === null ? (
        <p>{t('common.loading')}</p>
      ) : rowCount === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <ConsoleTable caption={caption} columns={columns}>
          {rows}
        </ConsoleTable>
      )}
      {children}
    </section>
  );
}

export interface ConsoleTableProps {
  /** The texts, translated by the caller: the caption is read by screen readers only. */
  readonly caption: string;
  readonly columns: readonly string[];
  /** The table's rows, each with its row header first. */
  readonly children: ReactNode;
}

/** A console table: hidden caption, a header cell per column, scrolled sideways when narrow. */
export function ConsoleTable({ caption, columns, children }: ConsoleTableProps) {
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
