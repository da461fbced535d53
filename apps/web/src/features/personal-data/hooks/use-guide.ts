import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FieldPath, UseFormSetFocus } from 'react-hook-form';
import { ACCORDION_TOGGLE_QUERY } from '../../../components/ui/accordion';
import { useMediaQuery } from '../../../components/ui/use-media-query';
import type { SectionShellProps } from '../components/guided-section';
import type { PersonalDataFormValues } from '../form/form-values';
import type { SectionValidity } from '../form/section-validity';
import { SECTION_KEYS, type SectionKey } from './use-section-status';

export interface Guide {
  /** The props of one section's shell (primitives and stable callbacks). */
  readonly shell: (section: SectionKey) => SectionShellProps;
  /** Opens the field's section if folded and moves focus to the field. */
  readonly focusField: (name: string) => void;
}

interface Known {
  readonly finished: (section: SectionKey) => boolean;
  readonly blocking: readonly string[];
  readonly sections: readonly SectionKey[];
  readonly narrow: boolean;
}

const CONTROLS = 'input:not([type="hidden"]), select, textarea, button';

function sectionElement(section: SectionKey): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-section="${section}"]`);
}

/** Focus on a control named `name`, else the first control of its section's body. */
function focusByName(name: string, section: SectionKey): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active.getAttribute('name') === name) return;
  const root = sectionElement(section);
  const named = root?.querySelector<HTMLElement>(`[name="${name}"]`);
  if (named) {
    named.focus();
    return;
  }
  root?.querySelector<HTMLElement>(`.form-section__body ${CONTROLS}`)?.focus();
}

/**
 * The guided sequence of the screen (decision 199): on a phone (the spec's
 * accordion width, under 480 px) one section is open at a time, the first unfinished one at
 * first; "Continue" folds a finished section and opens the next unfinished one. On a wider window
 * every section is open, as the spec's one screen with sections.
 */
export function useGuide(
  validity: SectionValidity,
  countriesValid: boolean,
  blocking: readonly string[],
  isDiploma: boolean,
  setFocus: UseFormSetFocus<PersonalDataFormValues>,
): Guide {
  const narrow = useMediaQuery(ACCORDION_TOGGLE_QUERY);
  const sections = isDiploma ? SECTION_KEYS : SECTION_KEYS.filter((key) => key !== 'student');
  const finished = (section: SectionKey) =>
    validity[section] && (section !== 'questionnaire' || countriesValid);
  const [openSection, setOpenSection] = useState<SectionKey | null>(
    () => sections.find((section) => !finished(section)) ?? null,
  );
  // The callbacks stay the same function (memoised sections keep their props) and read the
  // latest status from here.
  const known = useRef<Known>({ finished, blocking, sections, narrow });
  useLayoutEffect(() => {
    known.current = { finished, blocking, sections, narrow };
  });

  const open = useCallback((section: SectionKey | null) => {
    if (known.current.narrow) flushSync(() => setOpenSection(section));
  }, []);

  const focusField = useCallback(
    (name: string) => {
      const section = name.split('.')[0] as SectionKey;
      open(section);
      setFocus(name as FieldPath<PersonalDataFormValues>);
      focusByName(name, section);
    },
    [open, setFocus],
  );

  const onToggle = useCallback((section: SectionKey) => {
    setOpenSection((current) => (current === section ? null : section));
  }, []);

  const onContinue = useCallback(
    (section: SectionKey) => {
      const status = known.current;
      if (!status.finished(section)) {
        const first = status.blocking.find((name) => name.startsWith(`${section}.`));
        if (first !== undefined) focusField(first);
        return;
      }
      const after = status.sections.slice(status.sections.indexOf(section) + 1);
      const next =
        after.find((key) => !status.finished(key)) ??
        status.sections.find((key) => key !== section && !status.finished(key)) ??
        null;
      open(next);
      const target =
        next === null
          ? document.querySelector<HTMLElement>('.personal-data__actions button[type="submit"]')
          : sectionElement(next)?.querySelector<HTMLElement>('.guided-section__toggle');
      target?.focus();
      target?.scrollIntoView?.({ block: 'start' });
    },
    [focusField, open],
  );

  const shell = (section: SectionKey): SectionShellProps => ({
    valid: validity[section],
    narrow,
    open: !narrow || openSection === section,
    onToggle,
    onContinue,
  });

  return { shell, focusField };
}
