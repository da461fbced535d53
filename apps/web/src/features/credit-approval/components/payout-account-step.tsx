import { memo } from 'react';
import { variantExamples, type TPayoutAccountOptions } from '@onboarding/domain';
import { formatDate } from '@onboarding/domain/format';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextInput } from '../../../components/ui/text-input';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context';
import { useVariant } from '../../../lib/variant/variant-context';
import type { PayoutDraft, PayoutErrors } from '../payout-draft';

export interface PayoutAccountStepProps {
  /** The bank connection's account, when the applicant shared a statement that way. */
  readonly bankConnection: TPayoutAccountOptions['bankConnection'];
  readonly draft: PayoutDraft;
  readonly onChange: (draft: PayoutDraft) => void;
  /** The errors to show now (after a try to choose, or the server's). */
  readonly errors: PayoutErrors;
  /** The payout day and first instalment of a signing today; null while unknown. */
  readonly dates: { readonly payoutDate: string; readonly firstInstalmentDate: string } | null;
}

/**
 * Where the loan is paid (decision 233): the account of the bank connection, or an IBAN typed,
 * and the applicant's declaration that the account is in their own name.
 */
export const PayoutAccountStep = memo(function PayoutAccountStep({
  bankConnection,
  draft,
  onChange,
  errors,
  dates,
}: PayoutAccountStepProps) {
  const t = useT();
  const language = useLanguage();
  const variant = useVariant();
  const isTyped = draft.source === 'TYPED';
  return (
    <section className="credit-approval__payout" aria-labelledby="credit-approval-payout">
      <h2 id="credit-approval-payout" className="credit-approval__subtitle">
        {t('creditApproval.payout.title')}
      </h2>
      <p className="credit-approval__hint">{t('creditApproval.payout.lead')}</p>
      {dates !== null ? (
        <p className="credit-approval__hint">
          {t('creditApproval.payout.when', {
            payoutDate: formatDate(dates.payoutDate, language),
            firstInstalmentDate: formatDate(dates.firstInstalmentDate, language),
          })}
        </p>
      ) : null}
      {bankConnection !== null ? (
        <RadioGroup
          legend={t('creditApproval.payout.legend')}
          name="payoutSource"
          value={draft.source}
          onValueChange={(source) =>
            onChange({ ...draft, source: source === 'TYPED' ? 'TYPED' : 'BANK_CONNECTION' })
          }
          error={errors.source}
          options={[
            {
              value: 'BANK_CONNECTION',
              label: t('creditApproval.payout.bankConnection', {
                bank: bankConnection.bankName,
                account: bankConnection.accountMasked,
              }),
              hint: t('creditApproval.payout.bankConnectionHint'),
            },
            { value: 'TYPED', label: t('creditApproval.payout.typed') },
          ]}
        />
      ) : null}
      {isTyped ? (
        <FormField
          label={t('creditApproval.payout.iban')}
          hint={t('creditApproval.payout.ibanHint', { example: variantExamples(variant.id).iban })}
          error={errors.iban}
          className="credit-approval__iban"
        >
          <TextInput
            name="payoutIban"
            value={draft.ibanText}
            onChange={(event) => onChange({ ...draft, ibanText: event.target.value })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={42}
          />
        </FormField>
      ) : null}
      <Checkbox
        name="payoutDeclared"
        checked={draft.declared}
        onChange={(event) => onChange({ ...draft, declared: event.target.checked })}
        label={t('creditApproval.payout.declaration')}
        hint={t('creditApproval.payout.declarationHint')}
        error={errors.declaration}
      />
    </section>
  );
});
