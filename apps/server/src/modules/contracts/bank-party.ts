import {
  creditorAddressLine,
  creditorLegalName,
  creditorWebLine,
  type TCreditor,
} from '@onboarding/domain';
import type { translatorFor } from '../../infra/mail/templates';
import type { PdfBlock } from '../../infra/pdf/pdf-document';

type Translate = ReturnType<typeof translatorFor>;

const paragraph = (text: string): PdfBlock => ({ type: 'paragraph', text });

/** The bank as a party: its identity and register, then how to reach it (decision 229). */
export function bankPartyBlocks(t: Translate, creditor: TCreditor): PdfBlock[] {
  return [
    paragraph(
      t('signing.pdf.bankParty', {
        bank: creditorLegalName(creditor),
        address: creditorAddressLine(creditor),
        register: creditor.register,
        number: creditor.registrationNumber,
        vat: creditor.vatNumber,
        supervisor: creditor.supervisor.name,
      }),
    ),
    paragraph(
      t('signing.pdf.bankContact', {
        phone: creditor.phone,
        email: creditor.email,
        web: creditorWebLine(creditor),
        bic: creditor.bic,
      }),
    ),
  ];
}
