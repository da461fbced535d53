import type { ReactNode } from 'react';

/** One figure: its translated name and its formatted value. */
export type Figure = readonly [name: string, value: ReactNode];

export interface FigureListProps {
  readonly figures: readonly Figure[];
  /** A class of the caller's own beside `figure-list` (global.css lays the rows out). */
  readonly className?: string;
  readonly rowClassName?: string;
}

/**
 * Figures as a description list of name and value (an offer's, a deposit's, a payout's): one
 * markup so screen readers hear each pair the same way on every page.
 */
export function FigureList({ figures, className, rowClassName }: FigureListProps) {
  return (
    <dl className={className === undefined ? 'figure-list' : `figure-list ${className}`}>
      {figures.map(([name, value]) => (
        <div
          key={name}
          className={
            rowClassName === undefined ? 'figure-list__row' : `figure-list__row ${rowClassName}`
          }
        >
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
