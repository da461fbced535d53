import { useId, type ReactNode } from 'react';
import { useT } from '@onboarding/web-shell';
import { Icon } from './icon';
import './form-section.css';

export interface FormSectionProps {
  /** The section title, translated by the caller. */
  readonly title: ReactNode;
  /** Whether every field of the section is filled in and valid: shows the "looks ok" line. */
  readonly valid: boolean;
  readonly headingLevel?: 2 | 3 | 4;
  readonly className?: string;
  readonly children: ReactNode;
}

/** A titled group of fields with the fixed "looks ok" line shown once it is valid (spec 3 §2). */
export function FormSection({
  title,
  valid,
  headingLevel = 2,
  className,
  children,
}: FormSectionProps) {
  const t = useT();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={['form-section', valid && 'form-section--valid', className]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
    >
      <Heading className="form-section__title" id={titleId}>
        {title}
      </Heading>
      <div className="form-section__body">{children}</div>
      {/* A live region that exists before it is filled, so the confirmation is announced. */}
      <p className="form-section__ok" role="status">
        {valid ? (
          <>
            <Icon name="success" />
            <span>{t('ui.section.looksOk')}</span>
          </>
        ) : null}
      </p>
    </section>
  );
}
