import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { readPendingLogin, storePendingLogin } from '../../lib/wizard/pending-login';
import { isUid } from '../../lib/wizard/session-cookies';

/**
 * /lightsignup/beforeSecureLogin?uid= (spec 1 §2): stores the uid as the pending one-time-code
 * sign-in and continues at the code screen once the stored uid equals the parameter. A missing or
 * malformed uid leads back to the sign-in form.
 */
export function BeforeSecureLoginPage() {
  const [search] = useSearchParams();
  const uid = search.get('uid');
  if (!isUid(uid)) return <Navigate to={paths.lightSignupLoginBack.getHref()} replace />;
  if (readPendingLogin() !== uid) storePendingLogin(uid);
  return readPendingLogin() === uid ? (
    <Navigate to={paths.secureLogin.getHref()} replace />
  ) : (
    <Navigate to={paths.lightSignupLoginBack.getHref()} replace />
  );
}
