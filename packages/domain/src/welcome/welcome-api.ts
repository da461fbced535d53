import { z } from 'zod';
import { ACCOUNT_ACTIVE_WITHIN_HOURS } from '../constants';
import { ZDepositChoice } from '../deposit/api';
import { ZLoanPayoutView } from '../loan/payout';
import { ZPackageName } from '../packages';
import { ZProcessName } from '../schemas';
import { ACTIVATION_CODE_ALPHABET } from './activation-code';
import { DEBIT_CARD_WITHIN_WEEKS, PRICING_TYPES } from './product-summary';
import { WELCOME_STATES } from './welcome-state';

/**
 * The welcome page's calls (spec 3 §7, decision 146), under /services/slo with the
 * session cookie; `{id}` is the product's and must be the session's own (else 404):
 * - `GET onboarding/products/{id}/welcome` → ZWelcomeData (extension: the page's data);
 * - `POST processes/activatemultichannel` { prospectId } → ZActivationCodeView (a fresh code, the
 *   old one void; rate-limited);
 * - `PATCH onboarding/products/{id}/welcomeupdate` → ZWelcomeUpdateResponse (the welcome and QR
 *   were shown; idempotent, `firstTime` only on the first call).
 */

const ZId = z.string().min(1).max(64);
const ZGroupedCode = z
  .string()
  .regex(
    new RegExp(
      `^[${ACTIVATION_CODE_ALPHABET}]{4}-[${ACTIVATION_CODE_ALPHABET}]{4}-[${ACTIVATION_CODE_ALPHABET}]{4}$`,
    ),
  );

export const ZActivationCodeView = z.object({
  /** Grouped, e.g. "K7QX-3MHD-W9PA". */
  code: ZGroupedCode,
  /** What the QR encodes: the bank site's activation link with the code. */
  link: z.url(),
  /** The QR code as an SVG data URL (`data:image/svg+xml;base64,…`). */
  qrSvgDataUrl: z.string().startsWith('data:image/svg+xml;base64,'),
  issuedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type TActivationCodeView = z.output<typeof ZActivationCodeView>;

export const ZProductFee = z.object({
  currency: z.string().length(3),
  introductoryMonths: z.number().int().min(0),
  introductoryMonthly: z.number().int().min(0),
  afterwardsMonthly: z.number().int().min(0),
});

export const ZWelcomeProduct = z.object({
  process: ZProcessName,
  packageName: ZPackageName.nullable(),
  fee: ZProductFee.nullable(),
  hasDebitCard: z.boolean(),
});

export const ZWelcomeAccount = z.object({
  /** Electronic form, e.g. SI56263300012039086 (what the copy button copies). */
  iban: z.string().min(15).max(34),
  /** Grouped by four for reading: SI56 2633 0001 2039 086. */
  ibanFormatted: z.string().min(15).max(42),
});

/** spec 1 §9, shown as "what happens next". */
export const ZWelcomeTimes = z.object({
  accountActiveWithinHours: z.literal(ACCOUNT_ACTIVE_WITHIN_HOURS),
  /** Null for products without a card. */
  debitCardWithinWeeks: z.literal(DEBIT_CARD_WITHIN_WEEKS).nullable(),
  activatedAt: z.iso.datetime().nullable(),
});

export const ZConversionProductView = z.object({
  productType: ZProcessName,
  itemList: z.array(
    z.object({
      name: z.string(),
      attributes: z.object({
        type: z.string(),
        fullPrice: z.string().nullable(),
        discountedPrice: z.string().nullable(),
        pricingTypeAnalytics: z.enum(PRICING_TYPES).nullable(),
      }),
    }),
  ),
});

export const ZWelcomeData = z.object({
  prospectId: ZId,
  productId: ZId,
  state: z.enum(WELCOME_STATES),
  product: ZWelcomeProduct,
  /** Null until the bank-accounts module has opened the account. */
  account: ZWelcomeAccount.nullable(),
  /** Null while WAITING_FOR_PAYMENT: the code is issued when the product becomes active. */
  activation: ZActivationCodeView.nullable(),
  times: ZWelcomeTimes,
  /** When the welcome and the QR were first shown (welcomeupdate); null before. */
  welcomeShownAt: z.iso.datetime().nullable(),
  conversion: ZConversionProductView,
  /**
   * A day deposit's figures (decision 232; extension): the chosen quote while the money is on its
   * way, the funded one after. Absent or null for other products.
   */
  deposit: ZDepositChoice.nullable().optional(),
  /**
   * A personal loan's payout (decision 233; extension): what is paid, into which account, when,
   * and the first instalment. Absent or null for other products.
   */
  loanPayout: ZLoanPayoutView.nullable().optional(),
});
export type TWelcomeData = z.output<typeof ZWelcomeData>;

export const ZActivateMultichannelRequest = z.object({ prospectId: ZId }).strict();
export type TActivateMultichannelRequest = z.output<typeof ZActivateMultichannelRequest>;

/** The body is optional and carries nothing yet: the call itself is the record. */
export const ZWelcomeUpdateRequest = z.object({}).strict().optional();

export const ZWelcomeUpdateResponse = z.object({
  welcomeShownAt: z.iso.datetime(),
  /** True only for the call that recorded it: the web fires the conversion event then. */
  firstTime: z.boolean(),
});
export type TWelcomeUpdateResponse = z.output<typeof ZWelcomeUpdateResponse>;
