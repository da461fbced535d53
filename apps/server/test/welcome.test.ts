import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ZActivationCodeView,
  ZWelcomeData,
  ZWelcomeUpdateResponse,
  getVariant,
  type TWelcomeData,
} from '@onboarding/domain';
import { SYSTEM_CONTEXT } from '../src/infra/audit/audit-log';
import { activationCodes, auditEvents, users } from '../src/composition/schema';
import {
  createProductActivationService,
  createWelcomeService,
  type OpenPennyTransfer,
} from '../src/modules/welcome/service';
import { useTestApp } from './build-test-app';
import { type ApplicantWithProspect, productStateOf, putProspectInState } from './prospect-helpers';
import { errorOf, outboxFor } from './security-helpers';
import { asApplicant } from './video-helpers';
import { applicantAt } from './builders/applicant';

const app = useTestApp();

type Applicant = ApplicantWithProspect & { userId: string };

/** A verified applicant whose contracts are signed: the product waits in PRODUCT_DOCUMENTS_SIGNED. */
async function signedApplicant(productType = 'CURRENTACCOUNT'): Promise<Applicant> {
  const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', { productType });
  await putProspectInState(app, applicant.prospectId, 'PROSPECT_VERIFIED');
  // The contracts module moves it here on signing; its tests are its own.
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

function chooseBranch(applicant: Applicant, service = app.services.welcome) {
  return app.database.db.transaction((tx) =>
    service.afterBranchChosen(
      tx,
      { prospectId: applicant.prospectId, userId: applicant.userId },
      SYSTEM_CONTEXT,
    ),
  );
}

const productState = (applicant: Applicant) => productStateOf(app, applicant.productId);

async function welcomeOf(applicant: Applicant, productId = applicant.productId) {
  return asApplicant(app, applicant.sid, 'GET', `/onboarding/products/${productId}/welcome`);
}

async function welcomeData(applicant: Applicant): Promise<TWelcomeData> {
  const response = await welcomeOf(applicant);
  expect(response.statusCode, response.body).toBe(200);
  return ZWelcomeData.parse(response.json());
}

async function auditCount(subjectId: string, action: string): Promise<number> {
  const rows = await app.database.db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectId, subjectId), eq(auditEvents.action, action)));
  return rows.length;
}

async function welcomeMails(applicant: Applicant) {
  return (await outboxFor(app, applicant.email)).filter((mail) =>
    (mail.subject ?? '').startsWith('Welcome to the bank'),
  );
}

/** A welcome service of the test's own, with the neighbours' ports the lead wires in the app. */
function welcomeWith(ports: { iban?: string; openPennyTransfer?: OpenPennyTransfer }) {
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
    identityOf: (userId) => services.accounts.identityOf(userId),
    accountOf: () => Promise.resolve(ports.iban === undefined ? null : { iban: ports.iban }),
    openPennyTransfer:
      ports.openPennyTransfer ?? (() => Promise.reject(new Error('no penny transfer here'))),
    firstNameOf: () => Promise.resolve(null),
  } satisfies Omit<Parameters<typeof createWelcomeService>[0], 'activation'>;
  // The activation as the composition root builds it beside the welcome, on the same ports.
  const activation = createProductActivationService(deps);
  return { ...createWelcomeService({ ...deps, activation }), activate: activation.activate };
}

describe('the move to PRODUCT_ACTIVE after the branch choice', () => {
  it('activates a current account: code issued, welcome page data, e-mail with the code', async () => {
    const applicant = await signedApplicant();
    await expect(chooseBranch(applicant)).resolves.toEqual({ productState: 'PRODUCT_ACTIVE' });
    expect(await productState(applicant)).toBe('PRODUCT_ACTIVE');

    const data = await welcomeData(applicant);
    expect(data).toMatchObject({
      prospectId: applicant.prospectId,
      productId: applicant.productId,
      state: 'ACTIVE',
      product: { process: 'CURRENTACCOUNT', hasDebitCard: true },
      times: { accountActiveWithinHours: 24, debitCardWithinWeeks: 2 },
      welcomeShownAt: null,
      conversion: { productType: 'CURRENTACCOUNT' },
    });
    const activation = data.activation;
    if (activation === null) throw new Error('no activation code');
    expect(activation.code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(activation.link).toBe(
      `https://www.example-bank.si/app/activate?code=${activation.code}`,
    );
    const svg = Buffer.from(activation.qrSvgDataUrl.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Valid for 30 days from the activation.
    const days = (Date.parse(activation.expiresAt) - Date.parse(activation.issuedAt)) / 86_400_000;
    expect(days).toBe(30);

    // The code is sealed at rest: the table holds neither it nor its plain hash.
    const [stored] = await app.database.db
      .select()
      .from(activationCodes)
      .where(eq(activationCodes.productId, applicant.productId));
    expect(stored?.sealedCode).not.toContain(activation.code);
    expect(await app.services.welcome.checkCode(activation.code.toLowerCase())).toBe('LIVE');

    const [mail, ...others] = await welcomeMails(applicant);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Welcome to the bank');
    expect(mail?.text).toMatch(/^Dear Ana Novak,\n\nYour current account is open\./);
    expect(mail?.text).toContain(activation.code);
    expect(mail?.text).toContain(activation.link);
    expect(mail?.text).toContain('within 24 hours');
    expect(mail?.text).toContain('within 2 weeks');
    expect(mail?.text).not.toMatch(/\n\n\n/);
    expect(await auditCount(applicant.productId, 'product.activated')).toBe(1);
    expect(await auditCount(applicant.productId, 'welcome.mail_sent')).toBe(1);
  });

  it('refuses a second activation with 409 and doubles nothing', async () => {
    const applicant = await signedApplicant();
    await chooseBranch(applicant);
    const before = (await welcomeData(applicant)).activation?.code;

    const again = app.database.db.transaction((tx) =>
      app.services.productActivation.activate(
        tx,
        { prospectId: applicant.prospectId, actorType: 'applicant', actorId: applicant.userId },
        SYSTEM_CONTEXT,
      ),
    );
    await expect(again).rejects.toMatchObject({ status: 409, code: 'PRODUCT_STATE_CONFLICT' });

    expect((await welcomeData(applicant)).activation?.code).toBe(before);
    const codes = await app.database.db
      .select()
      .from(activationCodes)
      .where(eq(activationCodes.productId, applicant.productId));
    expect(codes).toHaveLength(1);
    expect(await welcomeMails(applicant)).toHaveLength(1);
    expect(await auditCount(applicant.productId, 'product.activated')).toBe(1);
  });

  it('shows the IBAN of the new account, grouped, on the page and in the e-mail', async () => {
    const applicant = await signedApplicant();
    const welcome = welcomeWith({ iban: 'SI56263300012039086' });
    await chooseBranch(applicant, welcome);
    const user = {
      ...applicant,
      fullName: 'Ana Novak',
      language: 'en' as const,
      sessionIdHash: '',
    };
    const data = await welcome.welcome(user, applicant.productId);
    expect(data.account).toEqual({
      iban: 'SI56263300012039086',
      ibanFormatted: 'SI56 2633 0001 2039 086',
    });
    // The app's own service (the account not wired in yet) wrote the e-mail: the number follows.
    const [mail] = await welcomeMails(applicant);
    expect(mail?.text).toContain('Account number (IBAN): shown on the welcome page');
  });

  it('opens the penny transfer for a day deposit and activates when the payment lands', async () => {
    const applicant = await signedApplicant('DAYPOSIT');
    const opened: string[] = [];
    const welcome = welcomeWith({
      openPennyTransfer: async (tx, input, context) => {
        opened.push(input.prospectId);
        await app.services.products.advance(
          tx,
          {
            prospectId: input.prospectId,
            from: ['PRODUCT_DOCUMENTS_SIGNED'],
            to: 'PRODUCT_PENNY_TRANSFER_DISPLAYED',
            actorId: input.actorId,
          },
          context,
        );
      },
    });
    await expect(chooseBranch(applicant, welcome)).resolves.toEqual({
      productState: 'PRODUCT_PENNY_TRANSFER_DISPLAYED',
    });
    expect(opened).toEqual([applicant.prospectId]);

    const waiting = await welcomeData(applicant);
    expect(waiting).toMatchObject({
      state: 'WAITING_FOR_PAYMENT',
      activation: null,
      product: { process: 'DAYPOSIT', packageName: null, fee: null, hasDebitCard: false },
      times: { debitCardWithinWeeks: null, activatedAt: null },
    });
    expect(await welcomeMails(applicant)).toEqual([]);

    // The payment feed (penny-transfer module) activates as the system.
    await app.database.db.transaction((tx) =>
      welcome.activate(
        tx,
        { prospectId: applicant.prospectId, actorType: 'system', actorId: 'payment-feed' },
        SYSTEM_CONTEXT,
      ),
    );
    const active = await welcomeData(applicant);
    expect(active.state).toBe('ACTIVE');
    expect(active.activation).not.toBeNull();
    const [mail] = await welcomeMails(applicant);
    expect(mail?.text).toContain('Your day deposit is open.');
    expect(mail?.text).toContain(active.activation?.code ?? 'no code');
    expect(mail?.text).not.toContain('debit card');
    expect(mail?.text).not.toMatch(/\n\n\n/);
  });

  it('gives 409 for the welcome data before the product is active or waiting', async () => {
    const applicant = await signedApplicant();
    const response = await welcomeOf(applicant);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).mainError.code).toBe('PRODUCT_STATE_CONFLICT');
  });
});

describe('activatemultichannel', () => {
  it('issues a fresh code and voids the one before', async () => {
    const applicant = await signedApplicant();
    await chooseBranch(applicant);
    const old = (await welcomeData(applicant)).activation?.code ?? '';

    const response = await asApplicant(
      app,
      applicant.sid,
      'POST',
      '/processes/activatemultichannel',
      { prospectId: applicant.prospectId },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const fresh = ZActivationCodeView.parse(response.json());
    expect(fresh.code).not.toBe(old);
    expect(await app.services.welcome.checkCode(old)).toBe('VOID');
    expect(await app.services.welcome.checkCode(fresh.code)).toBe('LIVE');
    expect((await welcomeData(applicant)).activation?.code).toBe(fresh.code);
    expect(await auditCount(applicant.productId, 'welcome.activation_code_renewed')).toBe(1);
  });

  it('is limited to 5 fresh codes an hour', async () => {
    const applicant = await signedApplicant();
    await chooseBranch(applicant);
    const renew = () =>
      asApplicant(app, applicant.sid, 'POST', '/processes/activatemultichannel', {
        prospectId: applicant.prospectId,
      });
    for (let round = 0; round < 5; round += 1) expect((await renew()).statusCode).toBe(200);
    const limited = await renew();
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).mainError.code).toBe('TOO_MANY_REQUESTS');
  });

  it('refuses bad bodies with 400 and a product not yet active with 409', async () => {
    const applicant = await signedApplicant();
    for (const body of [{}, { prospectId: '' }, { prospectId: applicant.prospectId, extra: 1 }]) {
      const response = await asApplicant(
        app,
        applicant.sid,
        'POST',
        '/processes/activatemultichannel',
        body,
      );
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const early = await asApplicant(app, applicant.sid, 'POST', '/processes/activatemultichannel', {
      prospectId: applicant.prospectId,
    });
    expect(early.statusCode).toBe(409);
    expect(
      await app.database.db
        .select()
        .from(activationCodes)
        .where(eq(activationCodes.productId, applicant.productId)),
    ).toEqual([]);
  });
});

describe('welcomeupdate', () => {
  it('records the first showing once and answers the same time after', async () => {
    const applicant = await signedApplicant();
    await chooseBranch(applicant);
    const update = () =>
      asApplicant(
        app,
        applicant.sid,
        'PATCH',
        `/onboarding/products/${applicant.productId}/welcomeupdate`,
        {},
      );
    const first = ZWelcomeUpdateResponse.parse((await update()).json());
    expect(first.firstTime).toBe(true);
    const second = ZWelcomeUpdateResponse.parse((await update()).json());
    expect(second).toEqual({ welcomeShownAt: first.welcomeShownAt, firstTime: false });
    expect((await welcomeData(applicant)).welcomeShownAt).toBe(first.welcomeShownAt);
    expect(await auditCount(applicant.productId, 'welcome.shown')).toBe(1);
  });
});

describe('another applicant', () => {
  it('gets 404 for a product or prospect that is not theirs, and for ids that are no ids', async () => {
    const owner = await signedApplicant();
    await chooseBranch(owner);
    const other = await signedApplicant();
    const as = (path: string, method: 'GET' | 'PATCH' | 'POST', body?: unknown) =>
      asApplicant(app, other.sid, method, path, body);

    const responses = [
      await as(`/onboarding/products/${owner.productId}/welcome`, 'GET'),
      await as(`/onboarding/products/${owner.productId}/welcomeupdate`, 'PATCH', {}),
      await as('/processes/activatemultichannel', 'POST', { prospectId: owner.prospectId }),
      await as('/onboarding/products/not-a-product/welcome', 'GET'),
      await as('/onboarding/products/00000000-0000-4000-8000-000000000000/welcome', 'GET'),
    ];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(404);
      expect(errorOf(response).mainError.code).toBe('NOT_FOUND');
    }
    // The owner's code is untouched and their welcome not marked as shown.
    const data = await welcomeData(owner);
    expect(data.welcomeShownAt).toBeNull();
    expect(await app.services.welcome.checkCode(data.activation?.code ?? '')).toBe('LIVE');
  });

  it('needs a session', async () => {
    const owner = await signedApplicant();
    const response = await app.inject({
      method: 'GET',
      url: `/services/slo/onboarding/products/${owner.productId}/welcome`,
    });
    expect(response.statusCode).toBe(401);
  });
});
