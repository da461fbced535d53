import {
  ZPayoutAccountChoice,
  type PayoutAccountSource,
  type TFieldError,
  type TPayoutAccountChoice,
} from '@onboarding/domain';

/** What the applicant has chosen or typed for the payout account (decision 233). */
export interface PayoutDraft {
  /** null until chosen, when a bank connection's account is offered beside a typed one. */
  readonly source: PayoutAccountSource | null;
  readonly ibanText: string;
  readonly declared: boolean;
}

/** The error codes (message keys) at the payout's three fields. */
export interface PayoutErrors {
  readonly source: string | null;
  readonly iban: string | null;
  readonly declaration: string | null;
}

export const NO_PAYOUT_ERRORS: PayoutErrors = { source: null, iban: null, declaration: null };

/** The draft the page opens with: with a bank connection, its account; else one to type. */
export function initialPayoutDraft(hasBankConnection: boolean): PayoutDraft {
  return { source: hasBankConnection ? 'BANK_CONNECTION' : 'TYPED', ibanText: '', declared: false };
}

const FIELD_OF_PATH: Readonly<Record<string, keyof PayoutErrors>> = {
  source: 'source',
  iban: 'iban',
  ownAccountDeclared: 'declaration',
};

/** The server's field errors (`payoutAccount.iban`, …) placed at the fields they name. */
export function payoutErrorsOf(fieldErrors: readonly TFieldError[]): PayoutErrors {
  let errors = NO_PAYOUT_ERRORS;
  for (const { field, code } of fieldErrors) {
    const [head, name] = field.split('.');
    const at = name === undefined ? undefined : FIELD_OF_PATH[name];
    if (head === 'payoutAccount' && at !== undefined && errors[at] === null) {
      errors = { ...errors, [at]: code };
    }
  }
  return errors;
}

export interface CheckedPayout {
  readonly choice: TPayoutAccountChoice | null;
  readonly errors: PayoutErrors;
}

/** The draft checked with the schema `selectloan` uses (ZPayoutAccountChoice). */
export function checkPayoutDraft(draft: PayoutDraft): CheckedPayout {
  if (draft.source === null) {
    return {
      choice: null,
      errors: {
        source: 'creditApproval.payout.errors.source',
        iban: null,
        declaration: draft.declared ? null : 'creditApproval.payout.errors.declaration',
      },
    };
  }
  const parsed = ZPayoutAccountChoice.safeParse(
    draft.source === 'TYPED'
      ? { source: 'TYPED', iban: draft.ibanText, ownAccountDeclared: draft.declared }
      : { source: 'BANK_CONNECTION', ownAccountDeclared: draft.declared },
  );
  if (parsed.success) return { choice: parsed.data, errors: NO_PAYOUT_ERRORS };
  return {
    choice: null,
    errors: payoutErrorsOf(
      parsed.error.issues.map((issue) => ({
        field: ['payoutAccount', ...issue.path.map(String)].join('.'),
        code: issue.message,
      })),
    ),
  };
}
