import { z } from 'zod';

/**
 * `POST processes/noauth/activationcode/verify` (decision 146, "The mobile app's check"): the bank's
 * mobile app (or its back end) presents the code the applicant typed or scanned. Machine to
 * machine, no session: the schemas live with the route, not in the web's domain package.
 */
export const ZActivationCodeVerifyRequest = z
  .object({ code: z.string().trim().min(1).max(32) })
  .strict();
export type TActivationCodeVerifyRequest = z.output<typeof ZActivationCodeVerifyRequest>;

/** What the app greets the new customer with: no full account number, no surname. */
export const ZActivationCodeVerifyResponse = z.object({
  firstName: z.string(),
  /** The account's IBAN with all but the country, check digits and last four hidden. */
  ibanMasked: z.string().nullable(),
});
export type TActivationCodeVerifyResponse = z.output<typeof ZActivationCodeVerifyResponse>;

/** "SI56 •••• •••• •••1 234"-style: country, check digits and the last four, grouped by four. */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (compact.length <= 8) return compact;
  const hidden = compact.slice(0, 4) + '•'.repeat(compact.length - 8) + compact.slice(-4);
  return hidden.replace(/(.{4})(?=.)/gu, '$1 ');
}
