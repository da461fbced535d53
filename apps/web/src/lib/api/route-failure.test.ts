import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { NULL_MOBILE_NUMBER_MESSAGE, routeFailure } from './route-failure';

const body = (status: number | undefined, code?: string) =>
  new ApiError({ status, code, message: code });

describe('routeFailure (spec 1 §8, spec 3 §8)', () => {
  it('when a call answers 401, then "User not logged in." and /lightsignup', () => {
    expect(routeFailure(body(401, 'UNAUTHORIZED'), '/personaldata')).toEqual({
      route: '/lightsignup',
      banner: {
        status: 'warning',
        text: 'errors.notLoggedIn.title',
        description: 'errors.notLoggedIn.text',
      },
    });
  });

  it('when a 401 comes on the sign-in page, then the message shows but the page stays', () => {
    const result = routeFailure(body(401), '/lightsignup/');
    expect(result.route).toBeNull();
    expect(result.banner?.text).toBe('errors.notLoggedIn.title');
  });

  it('when a call answers 403 or business code 400, then /lightsignup/loginback', () => {
    const forbidden = routeFailure(body(403, 'FORBIDDEN'), '/consents');
    expect(forbidden.route).toBe('/lightsignup/loginback');
    expect(forbidden.banner?.text).toBe('errors.notLoggedIn.title');
    expect(routeFailure(body(409, '400'), '/consents')).toEqual({
      route: '/lightsignup/loginback',
      banner: null,
    });
  });

  it('when the failure is technical, a timeout or unknown, then the generic error page', () => {
    for (const error of [body(500, 'INTERNAL_ERROR'), body(undefined, 'ECONNABORTED'), body(502)]) {
      expect(routeFailure(error, '/personaldata')).toEqual({
        route: '/usermessages/genericerror',
        banner: null,
      });
    }
    // Already there: no second navigation to the same page.
    expect(routeFailure(body(500), '/usermessages/genericerror').route).toBeNull();
  });

  it.each([
    ['SEND_TO_BRANCH', '/usermessages/errorpage/selectbranch'],
    ['REJECT', '/usermessages/errorpage'],
    ['SEND_TO_OTHER_PROCESS', '/usermessages/errorpage/loannotdisemborsed'],
    ['SEND_TO_BRANCH_OR_OTHER_PROCESS', '/usermessages/errorpage/selectbranchorcontinueonline'],
    ['IN_PROGRESS', '/usermessages/saveprocess'],
    ['IN_PROGRESS_SEND_TO_OTHER_PROCESS', '/usermessages/openaccount'],
    ['CONTRACT_SIGNATURE_FAILED', '/usermessages/errorpage/contractsignaturefailed'],
    ['ACCOUNT_BLOCKED', null],
    ['SEC_BUS_LOG_OTP_WOT', null],
    ['VALIDATION_FAILED', null],
  ])('when the business code is %s, then %s', (code, route) => {
    expect(routeFailure(body(409, code), '/certificate')).toEqual({ route, banner: null });
  });

  it.each([
    ['IN_PROGRESS', '/usermessages/saveloanprocess'],
    ['IN_PROGRESS_SEND_TO_OTHER_PROCESS', '/usermessages/openaccount'],
    ['SEND_TO_BRANCH', '/usermessages/errorpage/selectbranchorcontinueonline'],
    ['REJECT', '/usermessages/errorpage/loannotdisemborsed'],
  ])('when a credit-approval call answers %s, then %s', (code, route) => {
    const error = new ApiError({ status: 409, code, options: { scope: 'CREDIT_APPROVAL' } });
    expect(routeFailure(error, '/creditapproval').route).toBe(route);
  });

  it('when the prospect has no mobile number, then its message and no page change', () => {
    const error = new ApiError({
      status: 409,
      code: 'CONFLICT',
      message: NULL_MOBILE_NUMBER_MESSAGE,
    });
    expect(routeFailure(error, '/usermessages/contact')).toEqual({
      route: null,
      banner: {
        status: 'warning',
        text: 'errors.mobileNotFound.title',
        description: 'errors.mobileNotFound.text',
      },
    });
  });

  it('when the call set ignoreGuiBanner, then no banner but the same page change', () => {
    const error = new ApiError({ status: 401, options: { ignoreGuiBanner: true } });
    expect(routeFailure(error, '/personaldata')).toEqual({ route: '/lightsignup', banner: null });
  });
});
