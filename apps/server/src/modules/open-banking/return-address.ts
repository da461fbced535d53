/**
 * The fixed addresses of the bank login (decision 250). The return address is the server's
 * configuration (PUBLIC_URL) and this path, never a request's: the bank sends the applicant back
 * here and nowhere else, and the sandbox bank accepts no other.
 */
export const BANK_RETURN_PATH = '/services/slo/externalservices/saltedge/return';

/** Where the sandbox bank's own pages are served (a bank of its own, not the portal). */
export const SANDBOX_BANK_PREFIX = '/sandbox-bank';

export const bankReturnUrl = (publicUrl: string) => `${publicUrl}${BANK_RETURN_PATH}`;

/** The portal's salary statement page, told where the bank connection stands. */
export const salaryStatementUrl = (publicUrl: string, query: Readonly<Record<string, string>>) =>
  `${publicUrl}/onboarding/#/salarystatement?${new URLSearchParams(query).toString()}`;
