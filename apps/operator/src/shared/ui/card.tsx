import { useId, type ReactNode } from 'react';

/**
 * A titled part of a console screen: a region named by its heading, so a screen reader lists it
 * among the landmarks. `className` adds the part's own layout to the card's frame.
 */
export function Card({
  heading,
  className,
  children,
}: {
  readonly heading: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const headingId = `${useId()}-heading`;
  return (
    <section
      className={className === undefined ? 'card' : `card ${className}`}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="card__heading">
        {heading}
      </h3>
      {children}
    </section>
  );
}
