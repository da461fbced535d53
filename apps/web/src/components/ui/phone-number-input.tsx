import { TextInput, type TextInputProps } from './text-input';

export type PhoneNumberInputProps = Omit<TextInputProps, 'type' | 'inputMode'>;

/**
 * The national part of a phone number (the dialling code has its own select): the phone keypad on
 * touch screens and the browser's autofill of the number without its code.
 */
export function PhoneNumberInput({
  autoComplete = 'tel-national',
  ...rest
}: PhoneNumberInputProps) {
  return <TextInput {...rest} type="tel" inputMode="tel" autoComplete={autoComplete} />;
}
