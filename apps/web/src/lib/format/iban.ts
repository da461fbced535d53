import { formatIban } from '@onboarding/domain';

/** An IBAN in groups of four, as people read it on a card or a payment slip ("SI56 2633 …"). */
export function formatIbanGrouped(iban: string): string {
  return formatIban(iban);
}
