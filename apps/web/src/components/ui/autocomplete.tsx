import { AUTOCOMPLETE_MIN_CHARS, SUGGESTIONS_MAX } from '@onboarding/domain';
import {
  useId,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useT } from '@onboarding/web-shell';
import { useFieldControlProps } from './field-context';
import './text-input.css';
import './autocomplete.css';

export interface AutocompleteOption {
  readonly id: string;
  /** The entry's text, as the applicant types it (translated or data). */
  readonly label: string;
}

function normalise(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * The suggestions for a typed text (spec 3 §2): none below `minLength` characters, else the
 * entries whose label contains the text, ignoring case, at most SUGGESTIONS_MAX of them.
 */
export function suggestionsFor(
  options: readonly AutocompleteOption[],
  text: string,
  minLength: number,
): AutocompleteOption[] {
  const needle = normalise(text);
  if (needle.length < Math.max(1, minLength)) return [];
  return options
    .filter((option) => option.label.toLowerCase().includes(needle))
    .slice(0, SUGGESTIONS_MAX);
}

/** The entry whose label is the typed text, ignoring case: only such a text is a valid value. */
export function findOption(
  options: readonly AutocompleteOption[],
  text: string,
): AutocompleteOption | undefined {
  const needle = normalise(text);
  return needle === '' ? undefined : options.find((option) => normalise(option.label) === needle);
}

export interface AutocompleteProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'role' | 'minLength'
> {
  readonly options: readonly AutocompleteOption[];
  /** Characters needed before the menu opens; AUTOCOMPLETE_MIN_CHARS (1) when left out. */
  readonly minLength?: number;
  /** Controlled: the id of the chosen entry, or null. */
  readonly value?: string | null;
  readonly defaultValue?: string | null;
  /**
   * The id of the entry the text now names, or null when it names none (typed text that is not an
   * entry is not a value). Called when that changes; fits react-hook-form's Controller.
   */
  readonly onChange?: (id: string | null) => void;
  /** Every change of the typed text. */
  readonly onTextChange?: (text: string) => void;
  /**
   * Any typed text is the value and the suggestions only help (an employer's name): `value` and
   * `onChange` then carry the text itself, and text that names no entry is not marked invalid.
   */
  readonly freeText?: boolean;
}

/**
 * A text box with suggestions: the WAI-ARIA combobox pattern with a listbox popup (APG "list
 * autocomplete with manual selection"). The menu opens once the text reaches `minLength`
 * characters and closes on a choice, Escape or leaving the box. Down and Up move through the
 * suggestions (aria-activedescendant; focus stays in the box), Enter takes the highlighted one.
 * The value is valid only when the text is an entry's label; otherwise, once the applicant leaves
 * the box, it is marked invalid.
 */
export function Autocomplete({
  options,
  minLength = AUTOCOMPLETE_MIN_CHARS,
  value,
  defaultValue = null,
  onChange,
  onTextChange,
  freeText = false,
  onBlur,
  onKeyDown,
  className,
  ...rest
}: AutocompleteProps) {
  const t = useT();
  const ownId = useId();
  const control = useFieldControlProps(rest);
  const inputId = control.id ?? `${ownId}input`;
  const listboxId = `${ownId}listbox`;
  const optionId = (index: number) => `${ownId}option-${index}`;
  const labelOf = (id: string | null | undefined) =>
    options.find((option) => option.id === id)?.label ?? '';

  const [text, setText] = useState(() =>
    freeText ? (value ?? defaultValue ?? '') : labelOf(value ?? defaultValue),
  );
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [touched, setTouched] = useState(false);

  const matched = findOption(options, text);
  const matchedId = matched?.id ?? null;

  // The value's label can arrive after the value (a list loaded from the server, a language
  // switch): the text follows it while the applicant has not typed something else.
  const valueLabel = freeText ? '' : labelOf(value ?? defaultValue);
  const [previousLabel, setPreviousLabel] = useState(valueLabel);
  if (valueLabel !== previousLabel) {
    setPreviousLabel(valueLabel);
    if (normalise(text) === normalise(previousLabel)) setText(valueLabel);
  }

  // A controlled value changed by its owner (a reset, a prefill) sets the text to its label.
  const [previousValue, setPreviousValue] = useState(value);
  if (value !== previousValue) {
    setPreviousValue(value);
    if (freeText) {
      if (value !== undefined && value !== text) setText(value ?? '');
    } else if (value !== undefined && value !== matchedId) setText(labelOf(value));
  }

  const suggestions = suggestionsFor(options, text, minLength);
  const expanded = open && suggestions.length > 0;
  const active = expanded && activeIndex < suggestions.length ? activeIndex : -1;
  const reachedMinimum = normalise(text).length >= Math.max(1, minLength);
  const invalid = !freeText && touched && normalise(text) !== '' && matched === undefined;

  const changeText = (next: string) => {
    setText(next);
    onTextChange?.(next);
    if (freeText) {
      onChange?.(next);
      return;
    }
    const nextId = findOption(options, next)?.id ?? null;
    if (nextId !== matchedId) onChange?.(nextId);
  };

  const choose = (option: AutocompleteOption) => {
    changeText(option.label);
    setOpen(false);
    setActiveIndex(-1);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    changeText(event.target.value);
    setOpen(true);
    setActiveIndex(-1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (count === 0) return;
        setOpen(true);
        // Alt+Down only opens; Down opens on the first suggestion, then moves on (wrapping).
        if (!event.altKey) setActiveIndex(expanded ? (active + 1) % count : 0);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (count === 0) return;
        setOpen(true);
        setActiveIndex(expanded && active > 0 ? active - 1 : count - 1);
        return;
      case 'Enter': {
        const option = suggestions[active];
        if (expanded && option) {
          // Take the suggestion instead of submitting the form.
          event.preventDefault();
          choose(option);
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
        } else if (text !== '') {
          event.preventDefault();
          changeText('');
        }
        return;
      default:
        return;
    }
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setOpen(false);
    setActiveIndex(-1);
    setTouched(true);
    onBlur?.(event);
  };

  let status = '';
  if (open && reachedMinimum) {
    status =
      suggestions.length > 0
        ? t('ui.autocomplete.results', { count: suggestions.length })
        : t('ui.autocomplete.noResults');
  }

  return (
    <div className={['autocomplete', className].filter(Boolean).join(' ')}>
      <input
        autoComplete="off"
        spellCheck={false}
        {...rest}
        {...control}
        id={inputId}
        aria-invalid={control['aria-invalid'] ?? (invalid || undefined)}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        className="text-input autocomplete__box"
        value={text}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('ui.autocomplete.suggestions')}
        className="autocomplete__listbox"
        hidden={!expanded}
        // Keeps focus in the box while a suggestion is clicked, so blur does not close first.
        onMouseDown={(event) => event.preventDefault()}
      >
        {expanded
          ? suggestions.map((option, index) => (
              <li
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={[
                  'autocomplete__option',
                  index === active && 'autocomplete__option--active',
                ]
                  .filter(Boolean)
                  .join(' ')}
                onClick={() => choose(option)}
              >
                <HighlightedLabel label={option.label} needle={normalise(text)} />
              </li>
            ))
          : null}
      </ul>
      {open && reachedMinimum && suggestions.length === 0 ? (
        <p className="autocomplete__empty" aria-hidden="true">
          {t('ui.autocomplete.noResults')}
        </p>
      ) : null}
      <span className="visually-hidden" role="status">
        {status}
      </span>
    </div>
  );
}

/** The label with the typed part in bold, so the applicant sees why an entry matched. */
function HighlightedLabel({ label, needle }: { label: string; needle: string }) {
  const start = label.toLowerCase().indexOf(needle);
  if (needle === '' || start < 0) return <>{label}</>;
  const end = start + needle.length;
  return (
    <>
      {label.slice(0, start)}
      <mark className="autocomplete__match">{label.slice(start, end)}</mark>
      {label.slice(end)}
    </>
  );
}
