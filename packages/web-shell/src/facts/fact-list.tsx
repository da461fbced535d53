import type { ReactNode } from 'react';
import './fact-list.css';

export interface Fact {
  /** What the value is, translated. */
  readonly term: string;
  readonly value: ReactNode;
  /** Tells the fact from the others of its list where two terms may read the same; by default the term. */
  readonly id?: string;
}

/**
 * Facts as term and value (a description list), each term above its value, as many columns as
 * fit: long terms and values never squeeze each other. A screen passes the facts as data.
 */
export function FactList({ facts }: { readonly facts: readonly Fact[] }) {
  return (
    <dl className="fact-list">
      {facts.map((fact) => (
        <div key={fact.id ?? fact.term} className="fact-list__fact">
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
