import { z } from 'zod';
import { lazily } from './lazily';
import type { ProcessName } from './processes';
import type { RoutePath } from './routes';
import { ROUTES, routeNameOf } from './routes';
import { routePathSchema, wizardStepSchema } from './schemas';
import type { ProductState, ProductStatePattern, ProspectState } from './states';
import {
  ANY_PRODUCT_STATE,
  productStatePatternSchema,
  prospectStateSchema,
  matchesProductState,
} from './states';
import type { WizardStep } from './steps';
import { stepForPath } from './steps';

export interface StateToPageRow {
  readonly prospectState: ProspectState;
  readonly productState: ProductStatePattern;
  readonly url: RoutePath;
}

/**
 * spec 1 §4 "State to page": the page an applicant belongs on. A cell with two product states is
 * two rows, so each row is one statusesList entry. PRODUCT_UPLOADED_DETAILS goes to /choosebranch;
 * the variant that sends it to /welcome is not followed (decision 017).
 */
export const STATE_TO_PAGE = [
  { prospectState: 'PROSPECT_NEW', productState: ANY_PRODUCT_STATE, url: ROUTES.verifyMail },
  {
    prospectState: 'PROSPECT_EMAIL_CHECKED',
    productState: ANY_PRODUCT_STATE,
    url: ROUTES.documentsUpload,
  },
  { prospectState: 'PROSPECT_IDS_UPLOADED', productState: 'PRODUCT_NEW', url: ROUTES.personalData },
  // A loan's personal data leaves the product new until the salary statement (decision 147).
  {
    prospectState: 'PROSPECT_INFO_UPLOADED',
    productState: 'PRODUCT_NEW',
    url: ROUTES.salaryStatement,
  },
  {
    prospectState: 'PROSPECT_INFO_UPLOADED',
    productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
    url: ROUTES.consents,
  },
  {
    prospectState: 'PROSPECT_CONSENTS_UPLOADED',
    productState: ANY_PRODUCT_STATE,
    url: ROUTES.consentsPdf,
  },
  {
    prospectState: 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
    productState: ANY_PRODUCT_STATE,
    url: ROUTES.videoChat,
  },
  {
    prospectState: 'PROSPECT_VERIFIED',
    productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
    url: ROUTES.certificate,
  },
  // A loan's chosen offer is signed next (decision 140; the spec's table stops at the account).
  {
    prospectState: 'PROSPECT_VERIFIED',
    productState: 'PRODUCT_OFFER_SELECTED',
    url: ROUTES.certificate,
  },
  // The loan after the identification (decision 147): the risk run and its offers, or the switch.
  {
    prospectState: 'PROSPECT_VERIFIED',
    productState: 'PRODUCT_RISK_UPLOADED',
    url: ROUTES.creditApproval,
  },
  {
    prospectState: 'PROSPECT_VERIFIED',
    productState: 'PRODUCT_WAITING_OFFER_SELECTION',
    url: ROUTES.creditApproval,
  },
  {
    prospectState: 'PROSPECT_VERIFIED',
    productState: 'PRODUCT_WAITING_SWITCH_PRODUCT',
    url: ROUTES.errorLoanNotDisbursed,
  },
  {
    prospectState: 'PROSPECT_VERIFIED',
    productState: 'PRODUCT_DOCUMENTS_SIGNED',
    url: ROUTES.chooseBranch,
  },
  {
    prospectState: 'PROSPECT_VERIFIED',
    productState: 'PRODUCT_UPLOADED_DETAILS',
    url: ROUTES.chooseBranch,
  },
  {
    prospectState: 'PROSPECT_VERIFIED',
    productState: 'PRODUCT_PENNY_TRANSFER_DISPLAYED',
    url: ROUTES.welcome,
  },
  { prospectState: 'PROSPECT_VERIFIED', productState: 'PRODUCT_ACTIVE', url: ROUTES.welcome },
  { prospectState: 'PROSPECT_REJECTED', productState: ANY_PRODUCT_STATE, url: ROUTES.errorPage },
  {
    prospectState: 'PROSPECT_REDIRECT_TO_BRANCH',
    productState: ANY_PRODUCT_STATE,
    url: ROUTES.errorSelectBranch,
  },
] as const satisfies readonly StateToPageRow[];

export const STATE_TO_PAGE_ERRORS = ['NO_MATCH', 'SEVERAL_MATCHES', 'MISSING_INPUT'] as const;
export type StateToPageError = (typeof STATE_TO_PAGE_ERRORS)[number];

export type StateToPageResult =
  | { readonly ok: true; readonly route: RoutePath }
  | { readonly ok: false; readonly error: StateToPageError };

export interface StateToPageInput {
  readonly prospectState: ProspectState | null | undefined;
  readonly productState: ProductState | null | undefined;
}

/**
 * spec 1 §4 lookup: match on the prospect state; only if several rows match, narrow by product
 * state. No match or several matches is an error and nothing else; so is a missing prospect state,
 * product state or list (an empty list counts as missing: the server always sends rows). The list
 * has no default, so a missing statusesList is never silently replaced. Callers log the error;
 * this function neither logs nor throws.
 */
export function findPageForState(
  input: StateToPageInput,
  rows: readonly StateToPageRow[] | null | undefined,
): StateToPageResult {
  const { prospectState, productState } = input;
  if (!prospectState || !productState || !rows || rows.length === 0) {
    return { ok: false, error: 'MISSING_INPUT' };
  }
  const byProspect = rows.filter((row) => row.prospectState === prospectState);
  const matches =
    byProspect.length > 1
      ? byProspect.filter((row) => matchesProductState(row.productState, productState))
      : byProspect;
  const [first, ...rest] = matches;
  if (first === undefined) return { ok: false, error: 'NO_MATCH' };
  if (rest.length > 0) return { ok: false, error: 'SEVERAL_MATCHES' };
  return { ok: true, route: first.url };
}

/**
 * Decision 231: the pages a process has in place of the shared table's for the same states. The
 * day deposit's product waits in PRODUCT_NEW after the personal data, as a loan's does for its
 * salary statement, until the amount and term are chosen. These rows are looked up before the
 * shared table and are not sent in the statusesList (spec 2 §3's rows stay as they are).
 */
export const PROCESS_STATE_TO_PAGE = {
  DAYPOSIT: [
    {
      prospectState: 'PROSPECT_INFO_UPLOADED',
      productState: 'PRODUCT_NEW',
      url: ROUTES.depositTerms,
    },
  ],
} as const satisfies Readonly<Partial<Record<ProcessName, readonly StateToPageRow[]>>>;

function processRows(process: ProcessName | undefined): readonly StateToPageRow[] {
  if (process === undefined || !Object.hasOwn(PROCESS_STATE_TO_PAGE, process)) return [];
  return PROCESS_STATE_TO_PAGE[process as keyof typeof PROCESS_STATE_TO_PAGE];
}

/**
 * The lookup in this package's own table (the server; the web uses the statusesList it gets),
 * with the process's own rows first when the process is given (decision 231).
 */
export function pageForState(input: StateToPageInput, process?: ProcessName): StateToPageResult {
  const own = processRows(process).find(
    (row) =>
      row.prospectState === input.prospectState &&
      input.productState !== null &&
      input.productState !== undefined &&
      matchesProductState(row.productState, input.productState),
  );
  if (own !== undefined) return { ok: true, route: own.url };
  return findPageForState(input, STATE_TO_PAGE);
}

/** One entry of the onboarding state's statusesList (spec 1 §3, spec 2 §3), as sent by the server. */
export const statusesListRowSchema = lazily(() =>
  z.object({
    prospectState: prospectStateSchema(),
    productState: productStatePatternSchema(),
    url: routePathSchema(),
    /** The wizard step the page belongs to, null for pages outside the step list. */
    navName: wizardStepSchema().nullable(),
    /** The page's name in the route registry. */
    pageName: z.string(),
    /** Message key of the page title (decision 017). */
    messageId: z.string(),
  }),
);
export const ZStatusesListRow = /* @__PURE__ */ statusesListRowSchema();
export type TStatusesListRow = z.infer<typeof ZStatusesListRow>;

export function pageTitleMessageId(route: RoutePath): string {
  return `page.${routeNameOf(route)}.title`;
}

/** The server's statusesList, built from the same table the web looks pages up in. */
export function buildStatusesList(
  rows: readonly StateToPageRow[] = STATE_TO_PAGE,
): TStatusesListRow[] {
  return rows.map((row) => {
    const navName: WizardStep | null = stepForPath(row.url);
    return {
      prospectState: row.prospectState,
      productState: row.productState,
      url: row.url,
      navName,
      pageName: routeNameOf(row.url),
      messageId: pageTitleMessageId(row.url),
    };
  });
}
