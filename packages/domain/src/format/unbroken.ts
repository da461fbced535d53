/**
 * A formatted value with its spaces made no-break spaces, so a phone number or an IBAN printed in
 * a sentence stays on one line on a 320 px screen (decision 238): "+386 41 555 202" never breaks
 * after "+386".
 */
export function unbroken(text: string): string {
  return text.replace(/ /g, '\u00a0');
}
