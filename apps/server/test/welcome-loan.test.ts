import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getVariant, type TLoanPayoutView } from '@onboarding/domain';
import { SYSTEM_CONTEXT } from '../src/infra/audit/audit-log';
import { users } from '../src/composition/schema';
import {
  createProductActivationService,
  createWelcomeService,
} from '../src/modules/welcome/service';
import { useTestApp } from './build-test-app';
import { putProspectInState } from './prospect-helpers';
import { outboxFor } from './security-helpers';
import { applicantAt } from './builders/applicant';

// A personal loan's welcome (decision 233): the page's data and the e-mail say what is paid,
// into which of the applicant's accounts and when, and name no account of ours.

const app = useTestApp();

const PAYOUT: TLoanPayoutView = {
  currency: 'EUR',
  amountCents: 1_000_000,
  account: { source: 'TYPED', iban: 'SI56263300012039086', bankName: null },
  signed: true,
  payoutDate: '2026-11-30',
  firstInstalmentDate: '2026-12-30',
  lastInstalmentDate: '2031-11-30',
  instalments: 60,
  firstPaymentCents: 19_796,
  lastPaymentCents: 19_790,
};

/** A loan applicant whose contracts are signed (PRODUCT_DOCUMENTS_SIGNED), with the user id. */
async function signedLoanApplicant() {
  const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', {
    productType: 'PERSONALLOAN',
  });
  await putProspectInState(app, applicant.prospectId, 'PROSPECT_VERIFIED');
  await app.database.db.transaction(async (tx) => {
    const product = await app.services.products.forProspect(tx, applicant.prospectId);
    await app.services.products.advance(
      tx,
      {
        prospectId: applicant.prospectId,
        from: [product?.productState ?? 'PRODUCT_NEW'],
        to: 'PRODUCT_DOCUMENTS_SIGNED',
        actorId: 'test',
      },
      SYSTEM_CONTEXT,
    );
  });
  const [user] = await app.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, applicant.email));
  if (user === undefined) throw new Error('no user row for the applicant');
  return { ...applicant, userId: user.id };
}

/** A welcome service whose loans module answers PAYOUT, and which keeps an account number. */
function welcomeWithPayout(prospectId: string) {
  const { infra, services } = app;
  const variant = getVariant(infra.config.variant);
  const deps = {
    db: infra.db,
    clock: infra.clock,
    cipher: infra.cipher,
    jobs: infra.jobs,
    rateLimiter: infra.rateLimiter,
    appSecret: infra.config.appSecret,
    bankSiteUrl: infra.config.bankSiteUrl,
    currency: variant.currency,
    timeZone: variant.timeZone,
    prospects: services.prospects,
    products: services.products,
    messaging: services.messaging,
    identityOf: (userId: string) => services.accounts.identityOf(userId),
    accountOf: () => Promise.resolve({ iban: 'SI56191000000123438' }),
    openPennyTransfer: () => Promise.reject(new Error('no penny transfer for a loan')),
    firstNameOf: () => Promise.resolve(null),
    loanPayoutOf: (id: string) => Promise.resolve(id === prospectId ? PAYOUT : null),
  } satisfies Omit<Parameters<typeof createWelcomeService>[0], 'activation'>;
  const activation = createProductActivationService(deps);
  return createWelcomeService({ ...deps, activation });
}

describe('the welcome of a personal loan (decision 233)', () => {
  it('the page data carries the payout, and the e-mail says what is paid, where and when', async () => {
    const applicant = await signedLoanApplicant();
    const welcome = welcomeWithPayout(applicant.prospectId);
    await app.database.db.transaction((tx) =>
      welcome.afterBranchChosen(
        tx,
        { prospectId: applicant.prospectId, userId: applicant.userId },
        SYSTEM_CONTEXT,
      ),
    );
    const user = {
      ...applicant,
      fullName: 'Ana Novak',
      language: 'en' as const,
      sessionIdHash: '',
    };
    const data = await welcome.welcome(user, applicant.productId);
    expect(data.product.process).toBe('PERSONALLOAN');
    expect(data.loanPayout).toEqual(PAYOUT);

    // The app's own job wrote an e-mail already (its loans module has no choice for this
    // applicant); the one of this service is the loan's.
    await app.jobs.drain();
    await welcome.deliverWelcomeMail(
      // No held note: the mail goes out without its audit record (decision 275).
      { productId: applicant.productId, prospectId: applicant.prospectId, messageId: randomUUID() },
      { queue: 'welcome.mail', jobId: 'loan-welcome', effectKey: 'loan-welcome', retryCount: 0 },
    );
    const mail = (await outboxFor(app, applicant.email)).find(
      (entry) => entry.subject === 'Your personal loan is signed',
    );
    expect(mail?.text).toContain(
      'We send €10,000.00 to your account SI56 2633 0001 2039 086 on 30 November 2026.',
    );
    expect(mail?.text).toContain('Your first instalment of €197.96 falls due on 30 December 2026');
    expect(mail?.text).not.toContain('SI56 1910 0000 0123 438');
    expect(mail?.text).not.toMatch(/is open|Account number/);
  });
});
