import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useT } from '@onboarding/web-shell';
import { Spinner } from './spinner';
import '@onboarding/web-shell/button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  readonly variant?: ButtonVariant;
  /**
   * Shows a spinner and ignores clicks while a request runs. The button stays focusable
   * (`aria-disabled`, not `disabled`), so keyboard focus is not thrown to the page's start.
   */
  readonly loading?: boolean;
}

/** The portal's button: primary (the one main action), secondary, or styled as a link. */
export function Button({
  variant = 'primary',
  loading = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const t = useT();
  const classes = ['button', `button--${variant}`, loading && 'button--loading', className]
    .filter(Boolean)
    .join(' ');

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // Also stops a submit button from submitting its form a second time.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      <span className="button__label">{children}</span>
      {loading && (
        <>
          <Spinner size="sm" decorative />{' '}
          <span className="visually-hidden">{t('ui.button.loading')}</span>
        </>
      )}
    </button>
  );
}
