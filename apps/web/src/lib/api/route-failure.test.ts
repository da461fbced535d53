import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { NULL_MOBILE_NUMBER_MESSAGE, routeFailure } from './route-failure';

const body = (status: number | undefined, code?: string) =>
  new ApiError({ status, code, message: code });

describe('routeFailure (spec 1 §8, spec 3 §8)', () => {
  it('when a visitor who never signed in gets a 401, then the first page without a message', () => {
    expect(routeFailure(body(401, 'UNAUTHORIZED'), '/personaldata')).toEqual({
      route: '/lightsignup',
      banner: null,
    });
    // Already on the first page: it stays, still without a message.
    expect(routeFailure(body(401), '/lightsignup/')).toEqual({ route: null, banner: null });
  });

  it('when a signed-in applicant’s session ends (401), then the sign-in form with a calm note', () => {
    const ended = {
      status: 'unknown',
      text: 'errors.sessionEnded.title',
      description: 'errors.sessionEnded.text',
    };
    expect(routeFailure(body(401, 'UNAUTHORIZED'), '/personaldata', true)).toEqual({
      route: '/lightsignup/loginback',
      banner: ended,
    });
    // Not the sign-up intro, and no move away from a sign-in page.
    expect(routeFailure(body(401), '/lightsignup/loginback', true)).toEqual({
      route: null,
      banner: ended,
    });
    expect(routeFailure(body(401), '/lightsignup', true).route).toBeNull();
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
    expect(routeFailure(error, '/personaldata', true)).toEqual({
      route: '/lightsignup/loginback',
      banner: null,
    });
  });
});
