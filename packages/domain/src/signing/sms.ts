import { formatAmount } from '../format';
import { smsLength } from '../sms-encoding';
import type { Language } from '../variants';
import type { ContractAmountName, TContractAmount } from './contracts';

/*
 * What the contracts' code SMS names (decision 252): the purpose, the figures the applicant
 * agrees to (a loan's amount and instalment; a deposit's amount when it fits) or the number of
 * documents, and the first characters of the fingerprint the page shows, so the SMS can be held
 * against the screen before the code is typed (dynamic linking, PSD2 RTS Art. 5).
 */

/** Groups of four hex digits of the manifest's SHA-256 the contracts page shows. */
export const FINGERPRINT_GROUPS = 4;
/** The first of those groups the SMS repeats: all four do not fit one UCS-2 segment. */
export const SMS_FINGERPRINT_GROUPS = 2;

/** The manifest's SHA-256 shortened for reading aloud: its first hex digits in groups of 4. */
export function signingFingerprint(manifestSha256: string, groups = FINGERPRINT_GROUPS): string {
  return (manifestSha256.slice(0, groups * 4).match(/.{4}/g) ?? []).join(' ').toUpperCase();
}

/** The texts of the contracts' code SMS (packages/messages, `signing.sms`). */
export type SigningSmsKey = 'signing.sms.LOAN' | 'signing.sms.DEPOSIT' | 'signing.sms.CONTRACTS';

export type SigningSmsValues = Readonly<Record<string, string | number>> & {
  readonly code: string;
  readonly count: number;
  readonly fingerprint: string;
};

/** A translator of the applicant's language (the server's `messaging.texts(language)`). */
export type RenderSigningSms = (key: SigningSmsKey, values: SigningSmsValues) => string;

export interface SignedSetSummary {
  readonly amounts: readonly TContractAmount[];
  readonly documentCount: number;
  readonly manifestSha256: string;
}

/**
 * The text of the contracts' code SMS in `language`: a loan's amount and instalment, else a
 * deposit's amount with the number of documents if that fits one segment, else the number of
 * documents; always the code and the fingerprint's first groups.
 */
export function contractsSmsText(
  set: SignedSetSummary,
  language: Language,
  code: string,
  render: RenderSigningSms,
): string {
  const values: SigningSmsValues = {
    code,
    count: set.documentCount,
    fingerprint: signingFingerprint(set.manifestSha256, SMS_FINGERPRINT_GROUPS),
  };
  const amountOf = (name: ContractAmountName): string | null => {
    const amount = set.amounts.find((candidate) => candidate.name === name);
    return amount === undefined ? null : formatAmount(amount.value, amount.unit, language);
  };
  const loan = amountOf('LOAN_AMOUNT');
  const instalment = amountOf('MONTHLY_INSTALMENT');
  if (loan !== null && instalment !== null) {
    return render('signing.sms.LOAN', { ...values, amount: loan, instalment });
  }
  const deposit = amountOf('DEPOSIT_AMOUNT');
  if (deposit !== null) {
    const text = render('signing.sms.DEPOSIT', { ...values, amount: deposit });
    if (smsLength(text).segments === 1) return text;
  }
  return render('signing.sms.CONTRACTS', values);
}
