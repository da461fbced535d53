import type {
  LoanIncomeSource,
  PayoutAccountSource,
  RiskOutcome,
  RiskReason,
  TIncomeFound,
  TLoanOffer,
  TLoanWish,
} from '@onboarding/domain';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, requiredTime } from '../../infra/db/columns';
import { longProcesses } from '../dossiers/tables';
import { products } from '../products/tables';
import { prospects } from '../prospects/tables';

/** The loan's terms as the rules read them: amount in cents, tenor in months, insurance. */
export interface StoredLoanTerms {
  readonly amountCents: number;
  readonly tenorMonths: number;
  readonly insurance: boolean;
}

/** What the assessment stood on (decision 145 `RiskFacts`), kept so later checks use the same. */
export interface StoredRiskFacts {
  readonly monthlyNetIncomeCents: number;
  readonly existingMonthlyObligationsCents: number;
  readonly dependants: number;
  readonly birthDate: string;
  readonly today: string;
  readonly requiresManualReview: boolean;
}

/**
 * The income the applicant confirmed and the loan they wish for (decision 147): one per
 * prospect; confirmed again after a REDO replaces it.
 */
export const loanApplications = pgTable('loan_applications', {
  prospectId: uuid('prospect_id')
    .primaryKey()
    .references(() => prospects.id, { onDelete: 'cascade' }),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  source: text('source').$type<LoanIncomeSource>().notNull(),
  bankCode: text('bank_code').notNull(),
  monthlyNetIncomeCents: integer('monthly_net_income_cents').notNull(),
  existingMonthlyObligationsCents: integer('existing_monthly_obligations_cents').notNull(),
  dependants: integer('dependants').notNull(),
  wish: jsonb('wish').$type<TLoanWish>().notNull(),
  /** What the bank connection found (open banking), as the applicant saw it; null for uploads. */
  incomeFound: jsonb('income_found').$type<TIncomeFound | null>(),
  confirmedAt: requiredTime('confirmed_at'),
});

/** The result of the risk run (decision 147): one per prospect, of the run that made it. */
export const loanAssessments = pgTable('loan_assessments', {
  prospectId: uuid('prospect_id')
    .primaryKey()
    .references(() => prospects.id, { onDelete: 'cascade' }),
  longProcessId: uuid('long_process_id')
    .notNull()
    .references(() => longProcesses.id, { onDelete: 'cascade' }),
  run: integer('run').notNull(),
  facts: jsonb('facts').$type<StoredRiskFacts>().notNull(),
  requested: jsonb('requested').$type<StoredLoanTerms>().notNull(),
  outcome: text('outcome').$type<RiskOutcome>().notNull(),
  reasons: jsonb('reasons').$type<RiskReason[]>().notNull(),
  figures: jsonb('figures').$type<Record<string, number>>().notNull(),
  /** ACCEPT: the terms asked; ALTERNATE_OFFER: the bank's; otherwise null. */
  offer: jsonb('offer').$type<StoredLoanTerms | null>(),
  assessedAt: requiredTime('assessed_at'),
});

/**
 * The Standard European Consumer Credit Information issued before the choice (Directive (EU)
 * 2023/2225, decision 229): each PDF kept (sealed in storage) with its SHA-256 and the exact offer it states.
 */
export const loanSeccis = pgTable(
  'loan_seccis',
  {
    id: uuid('id').primaryKey(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    terms: jsonb('terms').$type<StoredLoanTerms>().notNull(),
    offer: jsonb('offer').$type<TLoanOffer>().notNull(),
    language: text('language').notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    issuedAt: createdAt(),
  },
  (table) => [index('loan_seccis_prospect_idx').on(table.prospectId)],
);

/** The offer the applicant chose (`selectloan`): what the credit agreement prints. */
export const loanChoices = pgTable('loan_choices', {
  prospectId: uuid('prospect_id')
    .primaryKey()
    .references(() => prospects.id, { onDelete: 'cascade' }),
  secciId: uuid('secci_id')
    .notNull()
    .references(() => loanSeccis.id),
  secciSha256: text('secci_sha256').notNull(),
  terms: jsonb('terms').$type<StoredLoanTerms>().notNull(),
  offer: jsonb('offer').$type<TLoanOffer>().notNull(),
  chosenAt: requiredTime('chosen_at'),
});

/**
 * Where the loan is paid (decision 233), kept with the choice: the IBAN sealed (decision on PII:
 * IBANs encrypted at rest), where it came from, and the applicant's declaration that the account
 * is in their own name.
 */
export const loanPayoutAccounts = pgTable('loan_payout_accounts', {
  prospectId: uuid('prospect_id')
    .primaryKey()
    .references(() => prospects.id, { onDelete: 'cascade' }),
  source: text('source').$type<PayoutAccountSource>().notNull(),
  sealedIban: text('sealed_iban').notNull(),
  /** The connected bank's name for a BANK_CONNECTION account; null for a typed IBAN. */
  bankName: text('bank_name'),
  ownAccountDeclaredAt: requiredTime('own_account_declared_at'),
});
