import { Profiler, useId, useRef, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button';
import { FormSection } from '../../../components/ui/form-section';
import { Icon } from '../../../components/ui/icon';
import { useT } from '../../../lib/i18n/i18n-context';
import type { PersonalDataFormValues } from '../form/form-values';
import { useSectionValid, type SectionKey } from '../hooks/use-section-status';
import { SECTION_TITLES } from './field-labels';
import { useFormMethods, useSectionRenderCallback } from './form-methods';

/**
 * What the screen hands each section (all primitives or stable callbacks, so a memoised section
 * renders again only when the guide's state changes: decision 198). Whether the section passes
 * its rules (the "looks ok" line, spec 3 §2) the shell reads itself, so a section completed or
 * broken renders its shell, not its fields (decision 310).
 */
export interface SectionShellProps {
  /** A phone: one section open at a time, the others folded (decision 199). */
  readonly narrow: boolean;
  /** Open on a phone (always open on a wider window). */
  readonly open: boolean;
  readonly onToggle: (section: SectionKey) => void;
  /** "Continue": fold a finished section and open the next, or point at what is missing. */
  readonly onContinue: (section: SectionKey) => void;
}

export interface GuidedSectionProps extends SectionShellProps {
  /** Its title is the section's (SECTION_TITLES), as the list beside "Next" names it. */
  readonly section: SectionKey;
  /** The one-line summary of a finished section, from its values. */
  readonly summarise: (values: PersonalDataFormValues) => string;
  readonly children: ReactNode;
}

/**
 * A section of the personal data screen. On a wider window it is the spec's form section (title,
 * fields, "looks ok"). On a phone the title is a disclosure button (aria-expanded); a folded
 * section shows one line (its summary once finished) and an "Edit" button, and the open one ends
 * with "Continue". A folded section's fields are not rendered (a phone builds one section's
 * fields, not six: decision 220); what was typed stays in the form's values, and opening a
 * section renders its fields from them.
 */
export function GuidedSection(props: GuidedSectionProps) {
  const onRender = useSectionRenderCallback();
  // Inside the memoised section: it reports a render of this section's own subtree only.
  return onRender === null ? (
    <SectionShell {...props} />
  ) : (
    <Profiler id={props.section} onRender={onRender}>
      <SectionShell {...props} />
    </Profiler>
  );
}

function SectionShell({
  section,
  narrow,
  open,
  onToggle,
  onContinue,
  summarise,
  children,
}: GuidedSectionProps) {
  const t = useT();
  const valid = useSectionValid(section);
  const title = t(SECTION_TITLES[section]);
  const { getValues } = useFormMethods();
  const bodyId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  if (!narrow) {
    return (
      <div className="guided-section" data-section={section}>
        <FormSection title={title} valid={valid}>
          {children}
        </FormSection>
      </div>
    );
  }
  const heading = (
    <button
      ref={toggleRef}
      type="button"
      className="guided-section__toggle"
      aria-expanded={open}
      aria-controls={bodyId}
      onClick={() => onToggle(section)}
    >
      <span>{title}</span>
      <Icon name="chevronDown" className="guided-section__chevron" />
    </button>
  );
  return (
    <div
      className={['guided-section', open && 'guided-section--open'].filter(Boolean).join(' ')}
      data-section={section}
    >
      <FormSection title={heading} valid={valid}>
        {open ? null : (
          <div className="guided-section__folded">
            <p className="guided-section__summary">
              {valid ? summarise(getValues()) : t('personalData.guide.notDone')}
            </p>
            <Button
              variant="secondary"
              className="guided-section__edit"
              aria-expanded={false}
              aria-controls={bodyId}
              aria-label={t(
                valid ? 'personalData.guide.editSection' : 'personalData.guide.startSection',
                { section: title },
              )}
              onClick={() => {
                // The Edit button goes with the fold: focus stays on the section's title.
                flushSync(() => onToggle(section));
                toggleRef.current?.focus();
              }}
            >
              {t(valid ? 'personalData.guide.edit' : 'personalData.guide.start')}
            </Button>
          </div>
        )}
        <div id={bodyId} className="guided-section__body" hidden={!open}>
          {open ? (
            <>
              {children}
              <Button className="guided-section__continue" onClick={() => onContinue(section)}>
                {t('personalData.guide.continue')}
              </Button>
            </>
          ) : null}
        </div>
      </FormSection>
    </div>
  );
}
