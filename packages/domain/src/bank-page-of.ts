import { creditorAddressLine, creditorLegalName, type TCreditor } from './creditor';
import { formatPhoneNumber } from './phone-format';
import type { TBankPage } from './bank-page';

/**
 * What the pages print of the configured creditor (decision 229): the phone in international
 * grouping by the one rule of decision 235, formatted here so the pages need no numbering plan.
 */
export function bankPageOf(creditor: TCreditor): TBankPage {
  const phone = formatPhoneNumber(creditor.phone);
  const cardPhone = formatPhoneNumber(creditor.cardCentrePhone);
  return {
    name: creditor.name,
    legalName: creditorLegalName(creditor),
    address: creditorAddressLine(creditor),
    phone,
    phoneUri: telUri(phone),
    cardPhone,
    cardPhoneUri: telUri(cardPhone),
    email: creditor.email,
  };
}

function telUri(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
