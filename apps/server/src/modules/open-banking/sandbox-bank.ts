import { randomUUID } from 'node:crypto';
import { ZBankCredentials, type Language, type VariantId } from '@onboarding/domain';
import { z } from 'zod';
import type { Clock } from '../../infra/clock';
import { randomId, sha256Hex } from '../../infra/crypto/random';
import type { Database } from '../../infra/db/database';
import { translatorFor } from '../../infra/mail/templates';
import {
  countSandboxWrongCode,
  insertSandboxGrant,
  liveSandboxGrant,
  updateSandboxGrant,
  useSandboxCode,
} from './repository';
import { SANDBOX_LOGIN, SANDBOX_SMS_CODE, sandboxBanksOf, type SandboxBank } from './sandbox-banks';
import {
  renderSandboxError,
  renderSandboxLogin,
  renderSandboxSms,
  type SandboxPageText,
} from './sandbox-bank-page';

/**
 * The sandbox bank's own login (decision 250): a bank of its own under `/sandbox-bank/`, as a
 * PSD2 bank's authorization server. The portal sends the applicant to `authorize` with a state
 * and its one registered return address; the bank's page takes the password (and the SMS bank's
 * code) on its own endpoints and sends the applicant back with a single-use authorization code
 * valid one minute, which the portal's server exchanges (`exchange`). The bank keeps no password.
 */
export interface SandboxBankDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly variant: VariantId;
  /** Outside production the pages say the test login and code. */
  readonly showHints: boolean;
  /** The portal's return address, the only one this bank's one client registered. */
  readonly redirectUri: string;
  /** Where the bank's pages are served (`…/sandbox-bank`). */
  readonly baseUrl: string;
}

/** What a bank's endpoint answers: a page, or the redirect back to the portal. */
export type SandboxAnswer =
  | { readonly kind: 'page'; readonly status: number; readonly html: string }
  | { readonly kind: 'redirect'; readonly location: string };

const CODE_TTL_MS = 60 * 1000;
const SMS_TTL_MS = 5 * 60 * 1000;
const MAX_WRONG_SMS = 5;
const LANGUAGES = ['sl', 'en', 'sq'] as const satisfies readonly Language[];

const ZLang = z.enum(LANGUAGES);
const ZState = z.string().regex(/^[A-Za-z0-9_-]{16,200}$/);
export const ZSandboxAuthorizeQuery = z.object({
  bank: z.string().max(100),
  state: z.string().max(200),
  redirect_uri: z.string().max(2048),
  lang: z.string().max(5).optional(),
});
export const ZSandboxLoginForm = z.object({
  bank: z.string().max(100),
  state: z.string().max(200),
  lang: z.string().max(5).optional(),
  login: z.string().max(500).optional(),
  password: z.string().max(500).optional(),
  action: z.string().max(20).optional(),
});
export const ZSandboxSmsForm = z.object({
  grant: z.string().max(100),
  lang: z.string().max(5).optional(),
  code: z.string().max(100).optional(),
  action: z.string().max(20).optional(),
});

/** What every endpoint of the bank shares: its banks, its texts, the way back to the portal. */
function bankContext(deps: SandboxBankDeps) {
  const banks = sandboxBanksOf(deps.variant);
  const languageOf = (lang: string | undefined): Language => {
    const parsed = ZLang.safeParse(lang);
    return parsed.success ? parsed.data : deps.variant === 'al' ? 'sq' : 'sl';
  };
  const textOf = (language: Language): SandboxPageText => ({
    language,
    t: translatorFor(language, deps.variant),
    showHints: deps.showHints,
    baseUrl: deps.baseUrl,
    redirectUri: deps.redirectUri,
  });
  const back = (state: string, answer: Record<string, string>): SandboxAnswer => ({
    kind: 'redirect',
    location: `${deps.redirectUri}?${new URLSearchParams({ ...answer, state }).toString()}`,
  });
  const invalidRequest = (language: Language): SandboxAnswer => ({
    kind: 'page',
    status: 400,
    html: renderSandboxError(textOf(language)),
  });
  /** A bank and state the bank can answer: else its own error page, never a redirect. */
  const requestOf = (bankCode: string, state: string) => {
    const bank = banks.find((candidate) => candidate.code === bankCode);
    const parsed = ZState.safeParse(state);
    return bank === undefined || !parsed.success ? null : { bank, state: parsed.data };
  };
  return { deps, banks, languageOf, textOf, back, invalidRequest, requestOf };
}
type BankContext = ReturnType<typeof bankContext>;

/** The login succeeded: the code for the portal, single use, one minute. */
async function codeFor(
  bank: BankContext,
  at: SandboxBank,
  state: string,
  grantId: string | null,
): Promise<SandboxAnswer> {
  const { db, clock } = bank.deps;
  const code = randomId(32);
  const now = clock();
  const change = {
    stage: 'CODE' as const,
    codeHash: sha256Hex(code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  };
  if (grantId === null) {
    await insertSandboxGrant(db, { id: randomUUID(), bankCode: at.code, state, ...change }, now);
  } else if ((await updateSandboxGrant(db, grantId, 'SMS', change, now)) === null) {
    return bank.back(state, { error: 'request_expired' });
  }
  return bank.back(state, { code });
}

/** `POST /sandbox-bank/login`: the password, checked here and nowhere else. */
async function logIn(
  bank: BankContext,
  form: z.infer<typeof ZSandboxLoginForm>,
): Promise<SandboxAnswer> {
  const language = bank.languageOf(form.lang);
  const request = bank.requestOf(form.bank, form.state);
  if (request === null) return bank.invalidRequest(language);
  const { bank: at, state } = request;
  if (form.action === 'cancel') return bank.back(state, { error: 'access_denied' });
  const credentials = ZBankCredentials.safeParse({
    login: form.login ?? '',
    password: form.password ?? '',
  });
  const login = (form.login ?? '').slice(0, 100);
  const refused = (errors: Record<string, string>): SandboxAnswer => ({
    kind: 'page',
    status: 400,
    html: renderSandboxLogin(bank.textOf(language), { bank: at, state, login, errors }),
  });
  if (!credentials.success) {
    const errors: Record<string, string> = {};
    for (const issue of credentials.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return refused(errors);
  }
  if (
    credentials.data.login !== SANDBOX_LOGIN.login ||
    credentials.data.password !== SANDBOX_LOGIN.password
  ) {
    return refused({ password: 'sandboxBank.errors.credentials' });
  }
  if (at.behaviour !== 'sms') return codeFor(bank, at, state, null);
  const now = bank.deps.clock();
  const grant = randomUUID();
  await insertSandboxGrant(
    bank.deps.db,
    {
      id: grant,
      bankCode: at.code,
      state,
      stage: 'SMS',
      expiresAt: new Date(now.getTime() + SMS_TTL_MS),
    },
    now,
  );
  return {
    kind: 'page',
    status: 200,
    html: renderSandboxSms(bank.textOf(language), { bank: at, grant, error: null }),
  };
}

/** `POST /sandbox-bank/sms`: the SMS bank's second step; five wrong codes end the login. */
async function answerSms(
  bank: BankContext,
  form: z.infer<typeof ZSandboxSmsForm>,
): Promise<SandboxAnswer> {
  const language = bank.languageOf(form.lang);
  const id = z.uuid().safeParse(form.grant);
  const grant = id.success
    ? await liveSandboxGrant(bank.deps.db, id.data, 'SMS', bank.deps.clock())
    : null;
  const at = bank.banks.find((candidate) => candidate.code === grant?.bankCode);
  if (grant === null || at === undefined) return bank.invalidRequest(language);
  if (form.action === 'cancel') return bank.back(grant.state, { error: 'access_denied' });
  const code = (form.code ?? '').trim();
  if (code === SANDBOX_SMS_CODE) return codeFor(bank, at, grant.state, grant.id);
  const wrong = code === '' ? null : await countSandboxWrongCode(bank.deps.db, grant.id);
  if (wrong !== null && wrong >= MAX_WRONG_SMS) {
    return bank.back(grant.state, { error: 'access_denied' });
  }
  const error = code === '' ? 'sandboxBank.validation.code' : 'sandboxBank.errors.code';
  return {
    kind: 'page',
    status: 400,
    html: renderSandboxSms(bank.textOf(language), { bank: at, grant: grant.id, error }),
  };
}

export function createSandboxBank(deps: SandboxBankDeps) {
  const bank = bankContext(deps);
  return {
    /** The address of the bank's login page for a connection the portal starts. */
    authorizeUrl(input: { bankCode: string; state: string; language: Language }): string {
      const query = new URLSearchParams({
        bank: input.bankCode,
        state: input.state,
        redirect_uri: deps.redirectUri,
        lang: input.language,
      });
      return `${deps.baseUrl}/authorize?${query.toString()}`;
    },

    /** `GET /sandbox-bank/authorize`: the login page; an unknown return address is refused. */
    authorize(query: z.infer<typeof ZSandboxAuthorizeQuery>): SandboxAnswer {
      const language = bank.languageOf(query.lang);
      const request = bank.requestOf(query.bank, query.state);
      if (request === null || query.redirect_uri !== deps.redirectUri) {
        return bank.invalidRequest(language);
      }
      return {
        kind: 'page',
        status: 200,
        html: renderSandboxLogin(bank.textOf(language), { ...request, login: '', errors: {} }),
      };
    },

    login: (form: z.infer<typeof ZSandboxLoginForm>) => logIn(bank, form),
    sms: (form: z.infer<typeof ZSandboxSmsForm>) => answerSms(bank, form),

    /**
     * The portal's server exchanges the code (server to server): once, within a minute, for the
     * state it was issued with. Null when it is not such a code.
     */
    async exchange(
      code: string,
      state: string,
    ): Promise<{ bankCode: string; grantId: string } | null> {
      const used = await useSandboxCode(deps.db, sha256Hex(code), state, deps.clock());
      return used === null ? null : { bankCode: used.bankCode, grantId: used.id };
    },
  };
}

export type SandboxBankServer = ReturnType<typeof createSandboxBank>;
