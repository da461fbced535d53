import { formatIban, formatReference, type TPennyTransfer } from '@onboarding/domain';
import { useLanguage, useT } from '../../lib/i18n/i18n-context';
import { CopyButton } from '../ui/copy-button';
import './payment-instructions.css';

export function formatMoney(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}

/** The amount as typed into a bank's payment form: digits and the language's decimal comma or point. */
function typedAmount(cents: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / 100);
}

function localDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/**
 * The penny transfer's payment details (spec 2 §3: beneficiary, IBAN, causal, amount, reference,
 * purpose code), each with a copy button, the UPN QR code a Slovenian bank app scans, and when the
 * product opens (spec 1 §9). Shown on /pennytransfer and on /welcome while the payment is awaited.
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
    {
      key: 'purposeCode',
      label: t('pennyTransfer.details.purposeCode'),
      shown: transfer.purposeCode,
      copy: transfer.purposeCode,
      mono: true,
    },
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
          <figure className="payment-instructions__qr">
            <img
              src={transfer.qrCode}
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
        </div>
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
              date: localDate(transfer.activation.nextWorkingDay, language),
            })}
          </li>
        </ul>
      </section>
    </div>
  );
}
