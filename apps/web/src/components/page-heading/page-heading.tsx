import { useEffect, useMemo, useRef, type ReactNode, type Ref } from 'react';
import { mergeRefs } from '../ui/merge-refs';
import { claimFocus, useRouteFocus } from './route-focus';
import './page-heading.css';

export interface PageHeadingProps {
  readonly children: ReactNode;
  readonly id?: string;
  readonly className?: string;
  /** For a page that moves focus to its heading itself (a part of the page opening). */
  readonly ref?: Ref<HTMLHeadingElement>;
}

/**
 * The visible title of a page, its only h1 (WCAG 1.3.1, 2.4.6; decision 207). After a page change
 * it takes the focus without scrolling, so a screen reader starts reading at the new page and a
 * keyboard user's next Tab is in it; it is focusable by script only (tabIndex -1).
 */
export function PageHeading({ children, id, className, ref }: PageHeadingProps) {
  const own = useRef<HTMLHeadingElement>(null);
  const merged = useMemo(() => mergeRefs(own, ref), [ref]);
  const routeFocus = useRouteFocus();

  useEffect(() => {
    const element = own.current;
    if (element && routeFocus && claimFocus(routeFocus, element)) {
      element.focus({ preventScroll: true });
    }
  }, [routeFocus]);

  return (
    <h1
      ref={merged}
      id={id}
      className={className === undefined ? 'page-heading' : `page-heading ${className}`}
      tabIndex={-1}
    >
      {children}
    </h1>
  );
}
