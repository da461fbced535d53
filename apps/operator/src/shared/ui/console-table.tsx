import { useT } from '@onboarding/web-shell';
import { useId, type ReactNode, type Ref } from 'react';
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
  /** The region of the outcome message, where a confirmed decision puts the focus. */
  readonly outcomeRef?: Ref<HTMLDivElement>;
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
  outcomeRef,
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
      <div aria-live="polite" ref={outcomeRef}>
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

/**
 * A console table: hidden caption, a header cell per column, scrolled sideways in its own frame
 * when narrow (a 320 px screen never scrolls the page). The frame takes the focus, so a keyboard
 * user scrolls it with the arrow keys (WCAG 2.1.1; axe-core's scrollable-region-focusable); it is
 * a group named by the caption, not a landmark, so it never repeats its screen's region name
 * (decision 272).
 */
export function ConsoleTable({ caption, columns, children }: ConsoleTableProps) {
  const captionId = `${useId()}-caption`;
  return (
    <div className="table-wrap" role="group" aria-labelledby={captionId} tabIndex={0}>
      <table className="table">
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
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
