import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** A control in error, as FormField marks it (decision 248). */
const INVALID_CONTROL = '[aria-invalid="true"]:not([disabled])';

/** The first control in error inside `scope`, in the screen's order. */
export function firstInvalidControl(scope: ParentNode | null | undefined): HTMLElement | null {
  return scope?.querySelector<HTMLElement>(INVALID_CONTROL) ?? null;
}

export interface InvalidOptions {
  /**
   * The control to focus once the errors are on screen; the form's first control in error when
   * left out or when it finds none.
   */
  readonly target?: () => HTMLElement | null;
  /** Say in the live region that fields need correcting (a submit or Continue); default true. */
  readonly announce?: boolean;
}

export interface InvalidSubmit {
  /** The form element, searched for the first control in error. */
  readonly formRef: RefObject<HTMLFormElement | null>;
  /** Call when a submit (or a section's Continue) found errors. */
  readonly onInvalid: (options?: InvalidOptions) => void;
  /**
   * How many presses found errors and were announced (0: none). The live region keys its text by
   * it, so a second press that finds errors again is announced again.
   */
  readonly announcements: number;
}

/**
 * What every form of the applicant app does when Continue or Submit finds errors (decision 248,
 * WAI forms tutorial "User notification"): once the errors are on screen, focus moves to the first
 * control in error in the screen's order (its label, `aria-invalid` and its error line through
 * `aria-describedby` are read with it), and a polite live region says that fields need correcting,
 * so a press of the button is never silent. react-hook-form can focus a field too, but in the
 * order fields registered and only fields that hand it a ref; the screen's order is what a person
 * sees.
 */
export function useInvalidSubmit(): InvalidSubmit {
  const formRef = useRef<HTMLFormElement | null>(null);
  const options = useRef<InvalidOptions>({});
  const [attempt, setAttempt] = useState(0);
  const [announcements, setAnnouncements] = useState(0);

  const onInvalid = useCallback((next: InvalidOptions = {}) => {
    options.current = next;
    setAttempt((count) => count + 1);
    if (next.announce !== false) setAnnouncements((count) => count + 1);
  }, []);

  // After the render that put the error lines on screen (the errors are set before this is called,
  // so they render with the attempt or before it).
  useLayoutEffect(() => {
    if (attempt === 0) return;
    const target = options.current.target?.() ?? firstInvalidControl(formRef.current);
    if (target && document.activeElement !== target) {
      target.focus();
      target.scrollIntoView?.({ block: 'center' });
    }
  }, [attempt]);

  return { formRef, onInvalid, announcements };
}
