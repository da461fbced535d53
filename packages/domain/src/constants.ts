/**
 * Time and business constants of spec 1 §9, spec 2 §9 and spec 3 §9. Durations are in
 * milliseconds unless the name says otherwise.
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

// Paths (spec 1 §2, spec 3 §9).
export const BASE_PATH = '/onboarding';
export const API_BASE_SLO = '/services/slo';
export const API_BASE_CIB = '/services/cib';
export const REMOTE_ID_API_BASE = '/services/slo/infocert/noauth/rest10';

// Cookies and tokens (spec 1 §9, spec 2 §9).
export const UID_COOKIE_MAX_AGE_DAYS = 2;
/**
 * Beyond the spec (decision 224): the applicant app names the private step it shows here
 * (`CURRENTACCOUNT/consents`), kept as long as the uid; on the next load the server paints that
 * step's prerendered picture for a signed-in applicant. No identifier, nothing the applicant gave.
 */
export const SHOWN_STEP_COOKIE = 'shownStep';
/** spec 1 §9: expiry value of the continueNoVirtualBranch cookie; unit not shown, read as days. */
export const CONTINUE_NO_VIRTUAL_BRANCH_COOKIE_EXPIRY_DAYS = 0.25;
export const SIGNED_TOKEN_VALIDITY_MS = 172_800_000;
/**
 * A password-reset link opens the account to whoever holds it: it lives an hour, not the 2 days
 * of spec 2 §9 (decision 167). It stays single use.
 */
export const PASSWORD_RESET_TOKEN_VALIDITY_MS = 60 * MINUTE_MS;

// One-time codes (spec 1 §9, DESIGN "One-time codes").
export const OTP_LENGTH = 6;
export const OTP_VALIDITY_MS = 5 * MINUTE_MS;
export const LOGIN_OTP_RESEND_AFTER_MS = 5 * MINUTE_MS;
export const SIGNING_OTP_RESEND_AFTER_MS = 1 * MINUTE_MS;

// Video identification (spec 1 §9, spec 3 §4).
export const OPERATOR_CONNECTION_MAX_MS = 3 * MINUTE_MS;
/** The applicant may choose to wait this much longer once. */
export const OPERATOR_EXTRA_WAIT_MS = 3 * MINUTE_MS;
export const VIDEO_CONSENT_COUNT = 7;

// Client behaviour (spec 1 §4/§9, spec 3 §9).
export const MESSAGES_KEPT = 3;
/** spec 1 §3: the wizard remembers the latest two paths. */
export const LAST_LOCATIONS_KEPT = 2;
export const STEP_DELAY_MS = 1000;
export const PRODUCT_FETCH_RETRY_DELAY_MS = 100;
export const WEBSOCKET_RETRY_DELAY_MS = 1 * SECOND_MS;
export const LONG_REQUEST_TIMEOUT_MS = 300_000;
export const SUCCESS_HTTP_STATUS = 200;

// Loans (spec 1 §9): insurance adds 6 % to the monthly installment.
export const INSURANCE_INSTALLMENT_SURCHARGE_PERCENT = 6;

// Forms (spec 2 §5/§9, spec 3 §2/§9).
export const TEXT_FIELD_MAX_LENGTH = 250;
export const VIDEO_PHONE_FIELD_MAX_LENGTH = 12;
export const MAX_COUNTRIES_OF_BUSINESS = 3;
export const SUGGESTIONS_MAX = 5;
export const AUTOCOMPLETE_MIN_CHARS = 1;
export const SEARCH_AUTOCOMPLETE_MIN_CHARS = 3;
export const PASSWORD_STRENGTH_MAX = 3;

// Interface pieces (spec 3 §2/§9).
/** A horizontal swipe shorter than this share of the window width is ignored. */
export const SWIPE_MIN_HORIZONTAL_SHARE = 0.13;
/** A swipe whose vertical-to-horizontal ratio exceeds this is ignored. */
export const SWIPE_MAX_VERTICAL_RATIO = 0.3;
/** The accordion can be toggled only below this window width. */
export const ACCORDION_TOGGLE_MAX_WIDTH_PX = 480;

// Documents (spec 2 §3, spec 3 §3).
export const UPLOAD_BANK_CODE = 'ISPS';
/** A file without a name is named a random integer below this, plus its extension. */
export const RANDOM_FILE_NAME_MAX = 10_000;

// Retention and service levels shown to the applicant (spec 1 §9, spec 2 §9).
export const CREDIT_BUREAU_RETENTION_YEARS = 5;
export const FREE_CASH_WITHDRAWAL_FORWARD_WORKING_DAYS = 5;
export const ACCOUNT_ACTIVE_WITHIN_HOURS = 24;
export const UNSUBSCRIBE_EFFECTIVE_WITHIN_HOURS = 48;

export const DURATIONS_MS = { second: SECOND_MS, minute: MINUTE_MS, day: DAY_MS } as const;
