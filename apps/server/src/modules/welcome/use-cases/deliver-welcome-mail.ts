import {
  ACCOUNT_ACTIVE_WITHIN_HOURS,
  activationLink,
  DEBIT_CARD_WITHIN_WEEKS,
  isLoanProcess,
  type Language,
  type TLoanPayoutView,
} from '@onboarding/domain';
import { formatDate, formatIban, formatMoney } from '@onboarding/domain/format';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { Database } from '../../../infra/db/database';
import type { JobContext } from '../../../infra/jobs/job-definition';
import type { SessionIdentity } from '../../../infra/session/session-store';
import type { TAuditNote } from '../../messaging/jobs';
import type { MessagingService } from '../../messaging/service';
import type { ProductsService } from '../../products/service';
import { openCode } from '../activation-codes';
import type { TWelcomeMailJob, TWelcomeMailJobV1 } from '../jobs';
import type { AccountOf } from '../ports';
import { summaryOf } from '../product-summary';
import { findLiveCode, findWelcome } from '../repository';

export interface DeliverWelcomeMailDeps {
  readonly db: Database;
  readonly cipher: DataCipher;
  readonly bankSiteUrl: string;
  readonly currency: string;
  readonly timeZone: string;
  readonly products: Pick<ProductsService, 'find'>;
  readonly messaging: Pick<MessagingService, 'deliverMail' | 'texts' | 'readHeld' | 'dropHeld'>;
  /** The welcome e-mail's address, name and language: the applicant's account. */
  readonly identityOf: (userId: string) => Promise<SessionIdentity | null>;
  readonly accountOf: AccountOf;
  /** A loan's payout (the loans module, decision 233): its e-mail names no account of ours. */
  readonly loanPayoutOf?: (prospectId: string) => Promise<TLoanPayoutView | null>;
}

/** The loan's lines of its welcome e-mail (decision 233): what is paid, where, when. */
function loanMailValues(payout: TLoanPayoutView, language: Language) {
  return {
    amount: formatMoney(payout.amountCents, payout.currency, language),
    iban: formatIban(payout.account.iban),
    payoutDate: formatDate(payout.payoutDate, language),
    firstAmount: formatMoney(payout.firstPaymentCents, payout.currency, language),
    firstDate: formatDate(payout.firstInstalmentDate, language),
  };
}

/**
 * The welcome e-mail job's handler (decision 146): written now, in the applicant's language, with
 * the live code and the account number as they are at sending time. The held audit note (ip,
 * user agent) goes when the job is done, sent or not (decision 275).
 */
export function createDeliverWelcomeMail(deps: DeliverWelcomeMailDeps) {
  const { db, products } = deps;

  /** The day the code expires, in the bank's zone and running text ("do 28. decembra 2026"). */
  const expiryDay = (at: Date, language: Language) =>
    formatDate(at, language, { timeZone: deps.timeZone });

  return async function deliverWelcomeMail(
    payload: TWelcomeMailJob | TWelcomeMailJobV1,
    job: JobContext,
  ): Promise<void> {
    // A job enqueued before decision 275 carries its audit note itself.
    if ('audit' in payload) return write(payload.productId, job, payload.audit);
    const held = await deps.messaging.readHeld(payload.messageId);
    await write(payload.productId, job, held?.audit);
    if (held !== null) await deps.messaging.dropHeld(payload.messageId);
  };

  async function write(
    productId: string,
    job: JobContext,
    audit: TAuditNote | undefined,
  ): Promise<void> {
    const welcome = await findWelcome(db, productId);
    const product = await products.find(db, productId);
    if (welcome === null || product === null) return; // The application was deleted meanwhile.
    const [identity, liveCode, account] = await Promise.all([
      deps.identityOf(welcome.userId),
      findLiveCode(db, productId),
      deps.accountOf(welcome.prospectId),
    ]);
    if (identity === null || liveCode === null) return;
    const { language } = identity;
    const t = deps.messaging.texts(language);
    const summary = summaryOf(product, deps.currency);
    const code = openCode(deps.cipher, liveCode);
    const loanPayout = isLoanProcess(product.productType)
      ? ((await deps.loanPayoutOf?.(welcome.prospectId)) ?? null)
      : null;
    if (loanPayout !== null) {
      await deps.messaging.deliverMail(
        {
          to: identity.email,
          language,
          template: 'welcomeLoan',
          name: identity.fullName,
          values: {
            ...loanMailValues(loanPayout, language),
            code,
            validUntil: expiryDay(liveCode.expiresAt, language),
            link: activationLink(deps.bankSiteUrl, code),
          },
          ...(audit === undefined ? {} : { audit }),
        },
        job,
      );
      return;
    }
    const lines: string[] = [];
    if (summary.packageName !== null) {
      lines.push(
        t('welcome.mail.package', { package: t(`welcome.packages.${summary.packageName}`) }),
      );
    }
    if (summary.fee !== null) {
      const fee = t('welcome.summary.feeText', {
        intro: formatMoney(summary.fee.introductoryMonthly, summary.fee.currency, language),
        months: summary.fee.introductoryMonths,
        after: formatMoney(summary.fee.afterwardsMonthly, summary.fee.currency, language),
      });
      lines.push(t('welcome.mail.fee', { fee }));
    }
    const next = [
      t('welcome.next.accountActive', { count: ACCOUNT_ACTIVE_WITHIN_HOURS }),
      ...(summary.hasDebitCard
        ? [t('welcome.next.debitCard', { count: DEBIT_CARD_WITHIN_WEEKS })]
        : []),
    ];
    await deps.messaging.deliverMail(
      {
        to: identity.email,
        language,
        template: 'welcome',
        name: identity.fullName,
        values: {
          product: t(`welcome.processes.${summary.process}`),
          account: account === null ? t('welcome.mail.accountPending') : formatIban(account.iban),
          // Each line after the account's, or nothing (a day deposit has no package or fee).
          summary: lines.map((line) => `\n${line}`).join(''),
          code,
          validUntil: expiryDay(liveCode.expiresAt, language),
          link: activationLink(deps.bankSiteUrl, code),
          next: next.map((line) => `- ${line}`).join('\n'),
        },
        ...(audit === undefined ? {} : { audit }),
      },
      job,
    );
  }
}
