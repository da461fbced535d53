import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '@onboarding/web-shell';
import { Icon, type IconName } from './icon';
import './tooltip.css';

/** spec 3 §2: the seven kinds of tooltip. */
export const TOOLTIP_TYPES = [
  'custom',
  'alert',
  'description',
  'error',
  'info',
  'message',
  'warn',
] as const;
export type TooltipType = (typeof TOOLTIP_TYPES)[number];

const ICONS: Record<TooltipType, IconName> = {
  custom: 'info',
  alert: 'alert',
  description: 'question',
  error: 'error',
  info: 'info',
  message: 'message',
  warn: 'warning',
};

/** Where an open tip hangs: under the trigger from its start or its end, or as a sheet. */
export type TooltipPlacement = 'start' | 'end' | 'sheet';

const EDGE_MARGIN_PX = 8;

/**
 * Chooses where an open tip goes, from the trigger's and the tip's boxes measured with the tip at
 * its start placement: there if it fits in the window, else ending at the trigger's end; a tip
 * that fits neither way (a narrow phone) becomes a sheet along the window's bottom. Classes do the
 * placing, as the CSP allows no inline styles.
 */
export function choosePlacement(
  trigger: Pick<DOMRect, 'left' | 'right'>,
  bubble: Pick<DOMRect, 'left' | 'width'>,
  windowWidth: number,
): TooltipPlacement {
  if (bubble.left + bubble.width <= windowWidth - EDGE_MARGIN_PX) return 'start';
  if (trigger.right - bubble.width >= EDGE_MARGIN_PX) return 'end';
  return 'sheet';
}

export interface TooltipProps {
  readonly type?: TooltipType;
  /** The tip's text (or a StepTooltipList), translated by the caller. */
  readonly content: ReactNode;
  /** The trigger button's name; the type's own name ("More information", …) when left out. */
  readonly label?: string;
  /** The custom type's icon. */
  readonly icon?: IconName;
  /** A visible trigger text instead of the icon alone (custom tooltips over a word, say). */
  readonly children?: ReactNode;
  readonly className?: string;
}

/**
 * A tooltip (APG tooltip pattern, WCAG 1.4.13): a button whose description is the tip
 * (aria-describedby → role="tooltip"), so a screen reader reads it with the button even while it
 * is hidden. It shows on hover, keyboard focus or a tap, stays while the pointer is over the tip,
 * and Escape or leaving closes it.
 */
export function Tooltip({
  type = 'info',
  content,
  label,
  icon,
  children,
  className,
}: TooltipProps) {
  const t = useT();
  const tipId = useId();
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<TooltipPlacement>('start');
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLSpanElement>(null);

  // Escape closes it wherever focus is, also when the pointer opened it.
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  // Measured before the first paint of an open tip: see choosePlacement.
  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    const bubble = bubbleRef.current;
    if (!open || !wrapper || !bubble) return;
    setPlacement(
      choosePlacement(
        wrapper.getBoundingClientRect(),
        bubble.getBoundingClientRect(),
        document.documentElement.clientWidth,
      ),
    );
    return () => setPlacement('start');
  }, [open]);

  return (
    <span
      ref={wrapperRef}
      className={['tooltip', `tooltip--${type}`, className].filter(Boolean).join(' ')}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        className={['tooltip__trigger', children ? 'tooltip__trigger--text' : null]
          .filter(Boolean)
          .join(' ')}
        aria-describedby={tipId}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
      >
        {children ?? (
          <>
            <Icon name={icon ?? ICONS[type]} />
            <span className="visually-hidden">{label ?? t(`ui.tooltip.trigger.${type}`)}</span>
          </>
        )}
      </button>
      <span
        ref={bubbleRef}
        id={tipId}
        role="tooltip"
        className={`tooltip__bubble tooltip__bubble--${placement}`}
        hidden={!open}
      >
        {content}
      </span>
    </span>
  );
}
