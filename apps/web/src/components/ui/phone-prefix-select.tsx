import { Select, type SelectProps } from './select';
import { usePhonePrefixOptions } from './use-phone-prefix-options';

export type PhonePrefixSelectProps = Omit<SelectProps, 'options'>;

/** The dialling-code select of a phone number, one option per code in the page's language. */
export function PhonePrefixSelect({
  autoComplete = 'tel-country-code',
  ...rest
}: PhonePrefixSelectProps) {
  const options = usePhonePrefixOptions();
  return <Select {...rest} options={options} autoComplete={autoComplete} />;
}
