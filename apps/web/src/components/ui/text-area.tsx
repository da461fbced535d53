import { TEXT_FIELD_MAX_LENGTH } from '@onboarding/domain';
import { useId, useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { useT } from '@onboarding/web-shell';
import { joinIds, useFieldControlProps } from './field-context';
import { mergeRefs } from './merge-refs';
import './text-input.css';
import './text-area.css';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  /** The most characters it takes; the portal's text-field limit when left out (spec 2 §9). */
  readonly maxLength?: number;
}

function lengthOf(value: unknown): number {
  return typeof value === 'string' ? value.length : 0;
}

/**
 * A multi-line text box with a "N characters left" counter under it. The browser stops input at
 * the limit (`maxLength`); the counter is tied to the box with aria-describedby, so it is read on
 * focus rather than announced on every key.
 */
export function TextArea({
  maxLength = TEXT_FIELD_MAX_LENGTH,
  className,
  onChange,
  ref,
  rows = 4,
  ...rest
}: TextAreaProps) {
  const t = useT();
  const counterId = useId();
  const control = useFieldControlProps(rest);
  // An uncontrolled box (react-hook-form's register) reports its length through changes and on
  // mount, when register has written the default value into it.
  const [ownLength, setOwnLength] = useState(() => lengthOf(rest.value ?? rest.defaultValue));
  const length = rest.value === undefined ? ownLength : lengthOf(rest.value);
  const remaining = Math.max(0, maxLength - length);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setOwnLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <div className="text-area">
      <textarea
        {...rest}
        {...control}
        ref={mergeRefs(ref, (node: HTMLTextAreaElement | null) => {
          if (node) setOwnLength(node.value.length);
        })}
        rows={rows}
        maxLength={maxLength}
        aria-describedby={joinIds(control['aria-describedby'], counterId)}
        className={['text-input', 'text-area__box', className].filter(Boolean).join(' ')}
        onChange={handleChange}
      />
      <p
        id={counterId}
        className={['text-area__counter', remaining === 0 && 'text-area__counter--full']
          .filter(Boolean)
          .join(' ')}
      >
        {t('ui.textArea.remaining', { count: remaining })}
      </p>
    </div>
  );
}
