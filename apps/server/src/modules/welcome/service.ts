import { createHmac, randomUUID } from 'node:crypto';
import {
  ACCOUNT_ACTIVE_WITHIN_HOURS,
  ACTIVATION_CODE_VALID_DAYS,
  activationLink,
  conversionProductView,
  DEBIT_CARD_WITHIN_WEEKS,
  DURATIONS_MS,
  formatIban,
  generateActivationCode,
  needsPennyTransfer,
  normalizeActivationCode,
  productSummary,
  type Language,
  type ProductState,
  type ProductSummary,
  type TActivationCodeView,
  type TWelcomeData,
  type TWelcomeUpdateResponse,
} from '@onboarding/domain';
import QRCode from 'qrcode';
import { AppError } from '../../errors/app-error';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { Database, Transaction } from '../../infra/db/database';
import type { JobContext } from '../../infra/jobs/job-definition';
import type { JobQueue } from '../../infra/jobs/job-queue';
import { translatorFor } from '../../infra/mail/templates';
import type { RateLimiter, RateLimitRule } from '../../infra/rate-limit/rate-limiter';
import type { SessionIdentity, SessionUser } from '../../infra/session/session-store';
import { auditNote, type MessagingService } from '../messaging/service';
import type { ProductsService, ProductSummary as ProductRow } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import { sendWelcomeMailJob, type TWelcomeMailJob } from './jobs';
import { maskIban, type TActivationCodeVerifyResponse } from './activation-check';
import {
  consumeCode,
  findCodeByHash,
  findLiveCode,
  findWelcome,
  insertCode,
  insertWelcome,
  markActivated,
  markWelcomeShown,
  voidLiveCode,
  type ActivationCodeRow,
} from './repository';

/** The new product's account, from the lead's bank-accounts module (decision 140). */
export type AccountOf = (
  prospectId: string,
  tx?: Database | Transaction,
) => Promise<{ readonly iban: string } | null>;

/** The penny-transfer module's `open` (decision 143): the payment order for a DAYPOSIT. */
export type OpenPennyTransfer = (
  tx: Transaction,
  input: { readonly prospectId: string; readonly actorId: string },
  context: RequestContext,
) => Promise<unknown>;

export type ActivationActor = 'applicant' | 'operator' | 'system';

export interface WelcomeServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: DataCipher;
  readonly jobs: JobQueue;
  readonly rateLimiter: RateLimiter;
  /** Keys the codes' lookup hash, so a copy of the table cannot be searched for a code. */
  readonly appSecret: string;
  /** The bank's public site: the QR's activation link lives there (decision 146). */
  readonly bankSiteUrl: string;
  readonly currency: string;
  readonly timeZone: string;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'advance' | 'find' | 'forProspect'>;
  readonly messaging: Pick<MessagingService, 'deliverMail'>;
  /** The welcome e-mail's address, name and language: the applicant's account. */
  readonly identityOf: (userId: string) => Promise<SessionIdentity | null>;
  readonly accountOf: AccountOf;
  readonly openPennyTransfer: OpenPennyTransfer;
  /** The applicant's first name as entered (the mobile app greets them with it). */
  readonly firstNameOf: (prospectId: string, tx: Transaction) => Promise<string | null>;
}

/** Fresh codes on request: a few a day are plenty; more is someone trying the button or the API. */
export const ACTIVATION_CODE_RENEWALS: RateLimitRule = {
  name: 'welcome.activation-code',
  limit: 5,
  windowMs: 60 * DURATIONS_MS.minute,
};

/**
 * The mobile app's code checks, per address: a right code is one check; ten in a quarter of an
 * hour is someone guessing (a code has about 59 bits, so guessing is hopeless anyway).
 */
export const ACTIVATION_CODE_CHECKS: RateLimitRule = {
  name: 'welcome.activation-code-check.ip',
  limit: 10,
  windowMs: 15 * DURATIONS_MS.minute,
};

const codeRefused = (status: number, code: string, message: string) =>
  new AppError(status, code, { message });

/** The states a product becomes active from (decision 140). */
const ACTIVATION_FROM: readonly ProductState[] = [
  'PRODUCT_DOCUMENTS_SIGNED',
  'PRODUCT_PENNY_TRANSFER_DISPLAYED',
];

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sealContext = (productId: string, codeId: string) => `activation-code:${productId}:${codeId}`;

const notFound = () => new AppError(404, 'NOT_FOUND', { message: 'No such product.' });

const notActive = (state: ProductState) =>
  new AppError(409, 'PRODUCT_STATE_CONFLICT', {
    message: `The product is in ${state}, not PRODUCT_ACTIVE.`,
  });

/**
 * The welcome and the move to PRODUCT_ACTIVE (issue 15, decisions 140 and 146): after the branch
 * choice the product becomes active (or waits for its penny transfer), gets its mobile-app
 * activation code and its welcome e-mail, all in the transaction of the change.
 */
export function createWelcomeService(deps: WelcomeServiceDeps) {
  const { db, clock, cipher, jobs, prospects, products } = deps;

  const codeHash = (code: string) =>
    createHmac('sha256', `${deps.appSecret}:activation-code`).update(code).digest('hex');

  const viewOf = async (code: string, row: ActivationCodeRow): Promise<TActivationCodeView> => {
    const link = activationLink(deps.bankSiteUrl, code);
    // Error correction M survives a phone camera's glare on a screen; four modules of quiet zone
    // are the standard's minimum.
    const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
    return {
      code,
      link,
      qrSvgDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
      issuedAt: row.issuedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    };
  };

  const openCode = (row: ActivationCodeRow) =>
    cipher.openText(row.sealedCode, sealContext(row.productId, row.id));

  /** A fresh code for the product; the one before, if any, is void from now on. */
  const issueCode = async (tx: Transaction, product: { productId: string; prospectId: string }) => {
    const now = clock();
    const voided = await voidLiveCode(tx, product.productId, now);
    const code = generateActivationCode();
    const row: ActivationCodeRow = {
      id: randomUUID(),
      productId: product.productId,
      prospectId: product.prospectId,
      codeHash: codeHash(code),
      sealedCode: '',
      issuedAt: now,
      expiresAt: new Date(now.getTime() + ACTIVATION_CODE_VALID_DAYS * DURATIONS_MS.day),
      voidedAt: null,
      consumedAt: null,
    };
    row.sealedCode = cipher.sealText(code, sealContext(row.productId, row.id));
    await insertCode(tx, row);
    return { code, row, voided };
  };

  const summaryOf = (product: ProductRow): ProductSummary =>
    productSummary(product.productType, product.packageName, deps.currency);

  /** The session's own product (404 for an unknown or another applicant's id, as for prospects). */
  const requireOwnProduct = async (
    tx: Database | Transaction,
    user: Pick<SessionUser, 'userId'>,
    productId: string,
  ) => {
    const product = UUID_PATTERN.test(productId) ? await products.find(tx, productId) : null;
    if (product === null || product.prospectId === null) throw notFound();
    await prospects.requireOwn(tx, user, product.prospectId);
    return { ...product, prospectId: product.prospectId };
  };

  /**
   * The one way to PRODUCT_ACTIVE: from PRODUCT_DOCUMENTS_SIGNED or
   * PRODUCT_PENNY_TRANSFER_DISPLAYED, in the caller's transaction; issues the activation code,
   * enqueues the welcome e-mail and writes the audit record. A second call gives 409
   * PRODUCT_STATE_CONFLICT and, with its transaction, changes nothing.
   */
  const activate = async (
    tx: Transaction,
    input: {
      readonly prospectId: string;
      readonly actorType: ActivationActor;
      readonly actorId: string;
    },
    context: RequestContext,
  ): Promise<{ productId: string; activation: TActivationCodeView }> => {
    const product = await products.forProspect(tx, input.prospectId);
    if (product === null) throw notFound();
    await products.advance(
      tx,
      {
        prospectId: input.prospectId,
        from: ACTIVATION_FROM,
        to: 'PRODUCT_ACTIVE',
        actorId: input.actorId,
        actorType: input.actorType,
      },
      context,
    );
    // An applicant activating directly (no branch step recorded them) is the one to write to.
    if (input.actorType === 'applicant') {
      await insertWelcome(tx, {
        productId: product.productId,
        prospectId: input.prospectId,
        userId: input.actorId,
      });
    }
    const now = clock();
    if (!(await markActivated(tx, product.productId, now, input.actorType))) {
      const welcome = await findWelcome(tx, product.productId);
      throw welcome === null
        ? new Error(`product ${product.productId} has no applicant recorded for its welcome`)
        : new AppError(409, 'PRODUCT_STATE_CONFLICT', { message: 'The product is active.' });
    }
    const { code, row } = await issueCode(tx, {
      productId: product.productId,
      prospectId: input.prospectId,
    });
    const event = {
      actorType: input.actorType,
      actorId: input.actorId,
      subjectType: 'product',
      subjectId: product.productId,
    } as const;
    await jobs.enqueue(
      tx,
      sendWelcomeMailJob,
      {
        productId: product.productId,
        audit: auditNote(context, { ...event, action: 'welcome.mail_sent' }),
      },
      { key: `welcome-mail:${product.productId}` },
    );
    await recordAudit(tx, context, {
      ...event,
      action: 'product.activated',
      details: {
        prospectId: input.prospectId,
        productType: product.productType,
        from: product.productState,
        activationCodeId: row.id,
        activationCodeExpiresAt: row.expiresAt.toISOString(),
      },
    });
    return { productId: product.productId, activation: await viewOf(code, row) };
  };

  const formatDate = (at: Date, language: Language) =>
    new Intl.DateTimeFormat(language, {
      dateStyle: 'long',
      timeZone: deps.timeZone,
    }).format(at);

  const formatMoney = (minor: number, currency: string, language: Language) =>
    new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100);

  return {
    activate,

    /** The product's welcome record, activation codes left out (case evidence, decision 151). */
    async evidenceOf(productId: string) {
      const welcome = await findWelcome(db, productId);
      return { records: welcome, files: [], subjectIds: [] };
    },

    /**
     * Called by the branch module in the `userbranch` transaction (decision 140): records the
     * applicant to welcome, then opens the penny transfer (DAYPOSIT) or activates at once.
     */
    async afterBranchChosen(
      tx: Transaction,
      input: { readonly prospectId: string; readonly userId: string },
      context: RequestContext,
    ): Promise<{ productState: 'PRODUCT_ACTIVE' | 'PRODUCT_PENNY_TRANSFER_DISPLAYED' }> {
      const product = await products.forProspect(tx, input.prospectId);
      if (product === null) throw notFound();
      await insertWelcome(tx, {
        productId: product.productId,
        prospectId: input.prospectId,
        userId: input.userId,
      });
      if (needsPennyTransfer(product.productType)) {
        await deps.openPennyTransfer(
          tx,
          { prospectId: input.prospectId, actorId: input.userId },
          context,
        );
        return { productState: 'PRODUCT_PENNY_TRANSFER_DISPLAYED' };
      }
      await activate(
        tx,
        { prospectId: input.prospectId, actorType: 'applicant', actorId: input.userId },
        context,
      );
      return { productState: 'PRODUCT_ACTIVE' };
    },

    /** `GET onboarding/products/{id}/welcome`: everything the welcome page shows. */
    async welcome(user: SessionUser, productId: string): Promise<TWelcomeData> {
      const product = await requireOwnProduct(db, user, productId);
      const state = product.productState;
      if (state !== 'PRODUCT_ACTIVE' && state !== 'PRODUCT_PENNY_TRANSFER_DISPLAYED') {
        throw notActive(state);
      }
      const summary = summaryOf(product);
      const [welcome, liveCode, account] = await Promise.all([
        findWelcome(db, product.productId),
        state === 'PRODUCT_ACTIVE' ? findLiveCode(db, product.productId) : null,
        deps.accountOf(product.prospectId),
      ]);
      return {
        prospectId: product.prospectId,
        productId: product.productId,
        state: state === 'PRODUCT_ACTIVE' ? 'ACTIVE' : 'WAITING_FOR_PAYMENT',
        product: summary,
        account:
          account === null ? null : { iban: account.iban, ibanFormatted: formatIban(account.iban) },
        activation: liveCode === null ? null : await viewOf(openCode(liveCode), liveCode),
        times: {
          accountActiveWithinHours: ACCOUNT_ACTIVE_WITHIN_HOURS,
          debitCardWithinWeeks: summary.hasDebitCard ? DEBIT_CARD_WITHIN_WEEKS : null,
          activatedAt: welcome?.activatedAt?.toISOString() ?? null,
        },
        welcomeShownAt: welcome?.welcomeShownAt?.toISOString() ?? null,
        conversion: conversionProductView(summary),
      };
    },

    /**
     * `POST processes/activatemultichannel`: a fresh code for an active product, the old one void
     * at once (a code seen by someone else is withdrawn this way). Rate-limited per prospect.
     */
    async renewCode(
      user: SessionUser,
      prospectId: string,
      context: RequestContext,
    ): Promise<TActivationCodeView> {
      await prospects.requireOwn(db, user, prospectId);
      await deps.rateLimiter.hit({ rule: ACTIVATION_CODE_RENEWALS, subject: prospectId });
      const issued = await db.transaction(async (tx) => {
        await prospects.requireOwn(tx, user, prospectId);
        const product = await products.forProspect(tx, prospectId);
        if (product === null) throw notFound();
        if (product.productState !== 'PRODUCT_ACTIVE') throw notActive(product.productState);
        const fresh = await issueCode(tx, { productId: product.productId, prospectId });
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: user.userId,
          action: 'welcome.activation_code_renewed',
          subjectType: 'product',
          subjectId: product.productId,
          details: {
            activationCodeId: fresh.row.id,
            expiresAt: fresh.row.expiresAt.toISOString(),
            voided: fresh.voided,
          },
        });
        return fresh;
      });
      return viewOf(issued.code, issued.row);
    },

    /**
     * `PATCH onboarding/products/{id}/welcomeupdate`: the welcome and its QR were shown. Only the
     * first call records a time (and answers `firstTime`); later ones answer that time.
     */
    async welcomeShown(
      user: SessionUser,
      productId: string,
      context: RequestContext,
    ): Promise<TWelcomeUpdateResponse> {
      return db.transaction(async (tx) => {
        const product = await requireOwnProduct(tx, user, productId);
        if (product.productState !== 'PRODUCT_ACTIVE') throw notActive(product.productState);
        const recorded = await markWelcomeShown(tx, product.productId, clock());
        if (recorded !== null) {
          await recordAudit(tx, context, {
            actorType: 'applicant',
            actorId: user.userId,
            action: 'welcome.shown',
            subjectType: 'product',
            subjectId: product.productId,
          });
          return { welcomeShownAt: recorded.toISOString(), firstTime: true };
        }
        const welcome = await findWelcome(tx, product.productId);
        if (welcome?.welcomeShownAt == null) throw notActive(product.productState);
        return { welcomeShownAt: welcome.welcomeShownAt.toISOString(), firstTime: false };
      });
    },

    /**
     * Is this code the live one of an active product? A look that consumes nothing (the app's
     * route, `verifyCode`, consumes); a used, voided or expired code is not live.
     */
    async checkCode(typed: string): Promise<'LIVE' | 'USED' | 'VOID' | 'EXPIRED' | 'UNKNOWN'> {
      const code = normalizeActivationCode(typed);
      if (code === null) return 'UNKNOWN';
      const row = await findCodeByHash(db, codeHash(code));
      if (row === null) return 'UNKNOWN';
      if (row.consumedAt !== null) return 'USED';
      if (row.voidedAt !== null) return 'VOID';
      return row.expiresAt.getTime() <= clock().getTime() ? 'EXPIRED' : 'LIVE';
    },

    /**
     * `POST processes/noauth/activationcode/verify`: the mobile app presents the code; the live
     * code of an active product answers the applicant's first name and the masked IBAN, once (the
     * code is consumed). Every check counts against the caller's address (429 past ten in 15
     * minutes); an unknown code is 404, a used, voided or expired one 410 with its own code.
     */
    async verifyCode(
      typed: string,
      context: RequestContext,
    ): Promise<TActivationCodeVerifyResponse> {
      await deps.rateLimiter.hit({ rule: ACTIVATION_CODE_CHECKS, subject: context.ip });
      const unknown = () =>
        codeRefused(404, 'ACTIVATION_CODE_UNKNOWN', 'No activation code is this one.');
      const code = normalizeActivationCode(typed);
      const found = code === null ? null : await findCodeByHash(db, codeHash(code));
      if (found === null) throw unknown();
      return db.transaction(async (tx) => {
        const now = clock();
        const row = await consumeCode(tx, found.id, now);
        if (row === null) {
          const current = (await findCodeByHash(tx, found.codeHash)) ?? found;
          if (current.consumedAt !== null) {
            throw codeRefused(410, 'ACTIVATION_CODE_USED', 'This code has been used.');
          }
          if (current.voidedAt !== null) {
            throw codeRefused(410, 'ACTIVATION_CODE_VOID', 'A newer code replaced this one.');
          }
          throw codeRefused(410, 'ACTIVATION_CODE_EXPIRED', 'This code has expired.');
        }
        const product = await products.find(tx, row.productId);
        // Codes are issued on activation only; a product moved on since has no app to activate.
        if (product?.productState !== 'PRODUCT_ACTIVE') throw unknown();
        const [account, firstName] = await Promise.all([
          deps.accountOf(row.prospectId, tx),
          deps.firstNameOf(row.prospectId, tx),
        ]);
        await recordAudit(tx, context, {
          actorType: 'anonymous',
          actorId: null,
          action: 'welcome.activation_code_used',
          subjectType: 'product',
          subjectId: row.productId,
          details: { activationCodeId: row.id, prospectId: row.prospectId },
        });
        return {
          firstName: firstName ?? '',
          ibanMasked: account === null ? null : maskIban(account.iban),
        };
      });
    },

    /**
     * The welcome e-mail job's handler: written now, in the applicant's language, with the live
     * code and the account number as they are at sending time.
     */
    async deliverWelcomeMail(payload: TWelcomeMailJob, job: JobContext): Promise<void> {
      const welcome = await findWelcome(db, payload.productId);
      const product = await products.find(db, payload.productId);
      if (welcome === null || product === null) return; // The application was deleted meanwhile.
      const [identity, liveCode, account] = await Promise.all([
        deps.identityOf(welcome.userId),
        findLiveCode(db, payload.productId),
        deps.accountOf(welcome.prospectId),
      ]);
      if (identity === null || liveCode === null) return;
      const { language } = identity;
      const t = translatorFor(language);
      const summary = summaryOf(product);
      const code = openCode(liveCode);
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
            validUntil: formatDate(liveCode.expiresAt, language),
            link: activationLink(deps.bankSiteUrl, code),
            next: next.map((line) => `- ${line}`).join('\n'),
          },
          audit: payload.audit,
        },
        job,
      );
    },
  };
}

export type WelcomeService = ReturnType<typeof createWelcomeService>;
