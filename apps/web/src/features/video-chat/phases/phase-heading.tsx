import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of one phase: it takes the focus when the phase appears, so keyboard and screen
 * reader users continue from the new content rather than from a button that is gone.
 */
export function PhaseHeading({ children, id }: { children: ReactNode; id?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <h2 ref={heading} id={id} className="video-chat__phase-title" tabIndex={-1}>
      {children}
    </h2>
  );
}
