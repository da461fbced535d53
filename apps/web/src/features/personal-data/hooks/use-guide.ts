import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FieldPath, UseFormSetFocus, UseFormTrigger } from 'react-hook-form';
import { ACCORDION_TOGGLE_QUERY } from '../../../components/ui/accordion';
import {
  firstInvalidControl,
  type InvalidOptions,
} from '../../../components/ui/use-invalid-submit';
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
  readonly blocking: () => readonly string[];
  readonly sections: readonly SectionKey[];
  readonly narrow: boolean;
}

const CONTROLS = 'input:not([type="hidden"]), select, textarea, button';

function sectionElement(section: SectionKey): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-section="${section}"]`);
}

/** What the guide needs of the form. */
export interface GuideForm {
  readonly setFocus: UseFormSetFocus<PersonalDataFormValues>;
  /** Checks fields and shows their messages (react-hook-form's trigger). */
  readonly trigger: UseFormTrigger<PersonalDataFormValues>;
  /** Moves focus once the messages are on screen, and says so (decision 248). */
  readonly onInvalid: (options?: InvalidOptions) => void;
}

/**
 * The control named `name`; else the one react-hook-form focuses for it (a control without a
 * name attribute); else the first control of its section's body.
 */
function controlOf(
  name: string,
  section: SectionKey,
  setFocus: UseFormSetFocus<PersonalDataFormValues>,
): HTMLElement | null {
  const root = sectionElement(section);
  const named = root?.querySelector<HTMLElement>(`[name="${name}"]`);
  if (named) return named;
  setFocus(name as FieldPath<PersonalDataFormValues>);
  const active = document.activeElement;
  if (active instanceof HTMLElement && root?.contains(active)) return active;
  return root?.querySelector<HTMLElement>(`.form-section__body ${CONTROLS}`) ?? null;
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
  /** The fields that block "Next" now, in the screen's order. */
  blocking: () => readonly string[],
  isDiploma: boolean,
  { setFocus, trigger, onInvalid }: GuideForm,
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

  // Decision 248: the field's message is on screen (checked now, not only once it was left) when
  // focus lands on it, so it is read with the field.
  const focusField = useCallback(
    (name: string) => {
      const section = name.split('.')[0] as SectionKey;
      open(section);
      void trigger(name as FieldPath<PersonalDataFormValues>).then(() =>
        onInvalid({ announce: false, target: () => controlOf(name, section, setFocus) }),
      );
    },
    [open, setFocus, trigger, onInvalid],
  );

  const onToggle = useCallback((section: SectionKey) => {
    setOpenSection((current) => (current === section ? null : section));
  }, []);

  const onContinue = useCallback(
    (section: SectionKey) => {
      const status = known.current;
      if (!status.finished(section)) {
        // Decision 248: every failing field of the section shows its message, focus goes to the
        // first of them and the live region says so: Continue is never silent.
        const names = status.blocking().filter((name) => name.startsWith(`${section}.`));
        void trigger(names as FieldPath<PersonalDataFormValues>[]).then(() =>
          onInvalid({
            target: () =>
              firstInvalidControl(sectionElement(section)) ??
              (names[0] === undefined ? null : controlOf(names[0], section, setFocus)),
          }),
        );
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
    [open, setFocus, trigger, onInvalid],
  );

  const shell = (section: SectionKey): SectionShellProps => ({
    narrow,
    open: !narrow || openSection === section,
    onToggle,
    onContinue,
  });

  return { shell, focusField };
}
