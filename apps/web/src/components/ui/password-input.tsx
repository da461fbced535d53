import { PASSWORD_STRENGTH_MAX } from '@onboarding/domain';
import { useId, useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { useT } from '@onboarding/web-shell';
import { joinIds, useFieldControlProps } from './field-context';
import { Icon } from './icon';
import './text-input.css';
import './password-input.css';

export type PasswordStrengthLevel = 'low' | 'medium' | 'high';

/** Strength 0–3 (spec 3 §9) clamped to the scale: 0 and 1 are low, 2 medium, 3 high. */
export function passwordStrengthLevel(strength: number): PasswordStrengthLevel {
  const clamped = clampStrength(strength);
  if (clamped >= PASSWORD_STRENGTH_MAX) return 'high';
  return clamped >= PASSWORD_STRENGTH_MAX - 1 ? 'medium' : 'low';
}

/** The meter's fill in whole percent of its width: 0, 33, 67 or 100. */
export function passwordStrengthPercent(strength: number): number {
  return Math.round((clampStrength(strength) / PASSWORD_STRENGTH_MAX) * 100);
}

function clampStrength(strength: number): number {
  return Math.min(PASSWORD_STRENGTH_MAX, Math.max(0, Math.round(strength)));
}

export interface PasswordInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Strength 0–3 of the value typed so far; leave out to show no meter. */
  readonly strength?: number;
}

/**
 * A password box (spec 3 §2) with a show/hide button and a strength meter. The meter is a bar whose
 * width comes from a class (the CSP allows no inline styles) plus its level in words, read with the
 * box; it is hidden while the box is disabled. Shown text returns to hidden when the box is emptied.
 * An invalid value (aria-invalid, from the FormField) gets the danger styling.
 */
export function PasswordInput({
  strength,
  className,
  onChange,
  disabled,
  ...rest
}: PasswordInputProps) {
  const t = useT();
  const meterId = useId();
  const ownId = useId();
  const control = useFieldControlProps(rest);
  const inputId = control.id ?? ownId;
  const [visible, setVisible] = useState(false);
  // A controlled box that its owner emptied (a form reset) hides its text as well.
  const shown = visible && rest.value !== '';
  // Nothing typed yet: no meter (a red "low" before the first key reads as a mistake).
  const [typedNothing, setTypedNothing] = useState(
    () => String(rest.value ?? rest.defaultValue ?? '') === '',
  );
  const isEmpty = rest.value === undefined ? typedNothing : rest.value === '';
  const showMeter = strength !== undefined && !disabled && !isEmpty;
  const invalid = control['aria-invalid'] === true;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.target.value === '') setVisible(false);
    setTypedNothing(event.target.value === '');
    onChange?.(event);
  };

  const level = strength === undefined ? undefined : passwordStrengthLevel(strength);
  return (
    <div
      className={['password-input', invalid && 'password-input--invalid', className]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="password-input__row">
        <input
          autoComplete="current-password"
          spellCheck={false}
          autoCapitalize="off"
          {...rest}
          {...control}
          id={inputId}
          disabled={disabled}
          type={shown ? 'text' : 'password'}
          aria-describedby={joinIds(control['aria-describedby'], showMeter && meterId)}
          className="text-input password-input__box"
          onChange={handleChange}
        />
        <button
          type="button"
          className="password-input__toggle"
          aria-controls={inputId}
          disabled={disabled}
          onClick={() => setVisible((was) => !was)}
        >
          <Icon name={shown ? 'eyeOff' : 'eye'} />
          <span className="visually-hidden">
            {shown ? t('ui.password.hide') : t('ui.password.show')}
          </span>
        </button>
      </div>
      {showMeter && strength !== undefined && level ? (
        <div className={`password-input__meter password-input__meter--${level}`} id={meterId}>
          <span className="password-input__track" aria-hidden="true">
            <span
              className={`password-input__fill password-input__fill--${passwordStrengthPercent(strength)}`}
            />
          </span>
          <span className="password-input__level">
            {t('ui.password.strength', { level: t(`ui.password.levels.${level}`) })}
          </span>
        </div>
      ) : null}
    </div>
  );
}
