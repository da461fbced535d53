import {
  formatReference,
  paymentOrderOf,
  type Language,
  type TPennyTransfer,
  type VariantId,
} from '@onboarding/domain';
import { formatDate, formatIban, formatMoney, formatNumber } from '@onboarding/domain/format';
import { useLanguage, useT } from '../../lib/i18n/i18n-context';
import { useVariant } from '../../lib/variant/variant-context';
import { CopyButton } from '../ui/copy-button';
import './payment-instructions.css';

/**
 * The amount as typed into a bank's payment form: the language's decimal sign and no grouping
 * ("1250,00"), since a bank's amount field refuses a pasted thousands separator.
 */
function typedAmount(cents: number, language: Language): string {
  const shown = formatNumber(cents / 100, language, { fractionDigits: 2 });
  // The sign before the two decimals is the decimal sign; every other non-digit groups.
  const decimalAt = shown.length - 3;
  return `${shown.slice(0, decimalAt).replace(/\D/g, '')}${shown.slice(decimalAt)}`;
}

/**
 * The UPN QR to show, if any (decision 240): the UPN form and its QR are the Slovenian standard,
 * which no Albanian bank app reads, so only a variant whose payment order is the UPN shows one
 * (decision 237), and only when the server sent it.
 */
function upnQrOf(transfer: TPennyTransfer, variant: VariantId): string | null {
  return paymentOrderOf(variant).upnQr ? transfer.qrCode : null;
}

/**
 * The penny transfer's payment details (spec 2 §3: beneficiary, IBAN, causal, amount, reference,
 * purpose code), each with a copy button, the UPN QR code a Slovenian bank app scans, and when the
 * product opens (spec 1 §9). Shown on /pennytransfer and on /welcome while the payment is awaited.
 * Without a UPN (the al variant, decision 240) it is a plain credit transfer: no QR and no purpose
 * code, and the reference goes into the payment's description.
 */
export function PaymentInstructions({
  transfer,
  headingLevel = 2,
}: {
  readonly transfer: TPennyTransfer;
  /** The level of this block's headings in the page around it. */
  readonly headingLevel?: 2 | 3;
}) {
  const t = useT();
  const language = useLanguage();
  const qrCode = upnQrOf(transfer, useVariant().id);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const amount = formatMoney(transfer.amount.cents, transfer.amount.currency, language);
  const reference = formatReference(transfer.reference);
  const beneficiary = transfer.beneficiary;
  const rows = [
    {
      key: 'beneficiary',
      label: t('pennyTransfer.details.beneficiary'),
      shown: `${beneficiary.name}, ${beneficiary.street}, ${beneficiary.city}`,
      copy: beneficiary.name,
    },
    {
      key: 'iban',
      label: t('pennyTransfer.details.iban'),
      shown: formatIban(transfer.iban),
      copy: transfer.iban,
      mono: true,
    },
    {
      key: 'amount',
      label: t('pennyTransfer.details.amount'),
      shown: amount,
      copy: typedAmount(transfer.amount.cents, language),
    },
    {
      key: 'reference',
      label: t('pennyTransfer.details.reference'),
      shown: reference,
      copy: transfer.reference,
      mono: true,
    },
    // The purpose code is a field of the UPN form (decision 240).
    ...(qrCode === null
      ? []
      : [
          {
            key: 'purposeCode',
            label: t('pennyTransfer.details.purposeCode'),
            shown: transfer.purposeCode,
            copy: transfer.purposeCode,
            mono: true,
          },
        ]),
    {
      key: 'causal',
      label: t('pennyTransfer.details.causal'),
      shown: transfer.causal,
      copy: transfer.causal,
    },
  ];
  return (
    <div className="payment-instructions">
      <section className="payment-instructions__block" aria-labelledby="payment-details-heading">
        <Heading id="payment-details-heading" className="payment-instructions__heading">
          {t('pennyTransfer.details.heading')}
        </Heading>
        <div className="payment-instructions__layout">
          <dl className="payment-instructions__details">
            {rows.map((row) => (
              <div key={row.key} className="payment-instructions__row">
                <dt>{row.label}</dt>
                <dd>
                  <span
                    className={
                      row.mono === true
                        ? 'payment-instructions__value payment-instructions__value--mono'
                        : 'payment-instructions__value'
                    }
                  >
                    {row.shown}
                  </span>
                  <CopyButton
                    value={row.copy}
                    variant="link"
                    label={t('pennyTransfer.details.copyNamed', { what: row.label })}
                    copiedMessage={t('pennyTransfer.details.copied', { what: row.label })}
                    failedMessage={t('pennyTransfer.details.copyFailed')}
                    className="payment-instructions__copy"
                    statusClassName="payment-instructions__copy-status"
                  >
                    {t('pennyTransfer.details.copy')}
                  </CopyButton>
                </dd>
              </div>
            ))}
          </dl>
          {qrCode !== null && (
            <figure className="payment-instructions__qr">
              <img
                src={qrCode}
                alt={t('pennyTransfer.details.qrAlt', {
                  amount,
                  beneficiary: beneficiary.name,
                  reference,
                })}
                width={220}
                height={220}
              />
              <figcaption>
                <strong>{t('pennyTransfer.details.qrHeading')}</strong>{' '}
                {t('pennyTransfer.details.qrHint')}
              </figcaption>
            </figure>
          )}
        </div>
        {qrCode === null && (
          <p className="payment-instructions__note">
            {t('pennyTransfer.details.referenceInDescription')}
          </p>
        )}
        <p className="payment-instructions__note">{t('pennyTransfer.details.ownAccount')}</p>
      </section>
      <section className="payment-instructions__block" aria-labelledby="payment-activation-heading">
        <Heading id="payment-activation-heading" className="payment-instructions__heading">
          {t('pennyTransfer.activation.heading')}
        </Heading>
        <ul className="payment-instructions__times">
          <li>
            {t('pennyTransfer.activation.instant', { count: transfer.activation.instantHours })}
          </li>
          <li>
            {t('pennyTransfer.activation.regular', {
              date: formatDate(transfer.activation.nextWorkingDay, language),
            })}
          </li>
        </ul>
      </section>
    </div>
  );
}
