import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * The frame of a sign-in step: a card named by its heading, with the step's explanation under it.
 * A step that replaces another (`focusHeading`) moves focus to its heading, so the change is
 * announced.
 */
export function SignInCard({
  heading,
  text,
  focusHeading = false,
  children,
}: {
  readonly heading: string;
  readonly text: string;
  readonly focusHeading?: boolean;
  readonly children: ReactNode;
}) {
  const headingId = `${useId()}-heading`;
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  return (
    <section className="card sign-in__card" aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="sign-in__heading"
        ref={headingRef}
        tabIndex={focusHeading ? -1 : undefined}
      >
        {heading}
      </h2>
      <p className="sign-in__text">{text}</p>
      {children}
    </section>
  );
}
