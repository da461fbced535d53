import { BASE_PATH, ROUTES } from '@onboarding/domain';

/**
 * Links put into e-mails. Always built from PUBLIC_URL, never from what the request says (the
 * check-email call's `link` included), so our mails cannot be made to point elsewhere.
 */

/** Not a page of spec 1 §2; the web adds it for the unsubscribe confirmation (decision 047). */
export const UNSUBSCRIBE_PATH = '/usermessages/unsubscribe';

function pageUrl(publicUrl: string, path: string, token?: string): string {
  const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
  return `${publicUrl}${BASE_PATH}/#${path}${query}`;
}

export function createLinks(publicUrl: string) {
  return {
    emailValidated: (token: string) => pageUrl(publicUrl, ROUTES.emailValidated, token),
    forgotPassword: (token?: string) => pageUrl(publicUrl, ROUTES.forgotPassword, token),
    loginBack: () => pageUrl(publicUrl, ROUTES.lightSignupLoginBack),
    unsubscribe: (token: string) => pageUrl(publicUrl, UNSUBSCRIBE_PATH, token),
    // The erasure confirmation page (decisions 152, 157), a hash route like the others.
    erasureConfirm: (token: string) => pageUrl(publicUrl, ROUTES.erasureConfirm, token),
  };
}

export type Links = ReturnType<typeof createLinks>;
