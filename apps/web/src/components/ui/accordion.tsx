import { ACCORDION_TOGGLE_MAX_WIDTH_PX } from '@onboarding/domain';
import { useId, useState, type ReactNode } from 'react';
import { Icon } from './icon';
import { useMediaQuery } from './use-media-query';
import './accordion.css';

/** Narrower than ACCORDION_TOGGLE_MAX_WIDTH_PX (480): the 0.02 px keeps 480 itself out. */
export const ACCORDION_TOGGLE_QUERY = `(max-width: ${ACCORDION_TOGGLE_MAX_WIDTH_PX - 0.02}px)`;

export interface AccordionProps {
  /** The header text, translated by the caller. */
  readonly title: ReactNode;
  /** The header above the content (default) or below it, as a "show more" at the end. */
  readonly headerPosition?: 'top' | 'bottom';
  /** Open at first on a narrow window. */
  readonly defaultOpen?: boolean;
  readonly headingLevel?: 2 | 3 | 4;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A section that folds away on phones (spec 3 §2): only while the window is narrower than 480 px is
 * the header a button (APG accordion: a heading holding a button with aria-expanded); on wider
 * windows the content always shows and the header is a plain heading. The width is followed with
 * matchMedia, so turning a phone or resizing switches between the two.
 */
export function Accordion({
  title,
  headerPosition = 'top',
  defaultOpen = false,
  headingLevel = 3,
  className,
  children,
}: AccordionProps) {
  const panelId = useId();
  const headerId = `${panelId}-header`;
  const toggleable = useMediaQuery(ACCORDION_TOGGLE_QUERY);
  const [expanded, setExpanded] = useState(defaultOpen);
  const open = !toggleable || expanded;
  const Heading = `h${headingLevel}` as const;

  const header = (
    <Heading className="accordion__heading">
      {toggleable ? (
        <button
          type="button"
          id={headerId}
          className="accordion__trigger"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((was) => !was)}
        >
          <span>{title}</span>
          <Icon name="chevronDown" className="accordion__chevron" />
        </button>
      ) : (
        <span id={headerId} className="accordion__title">
          {title}
        </span>
      )}
    </Heading>
  );

  return (
    <div
      className={[
        'accordion',
        `accordion--header-${headerPosition}`,
        open && 'accordion--open',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {headerPosition === 'top' ? header : null}
      <div
        id={panelId}
        className="accordion__panel"
        role="region"
        aria-labelledby={headerId}
        hidden={!open}
      >
        {children}
      </div>
      {headerPosition === 'bottom' ? header : null}
    </div>
  );
}
