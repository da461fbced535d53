import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES } from './auth-errors';
import type { BusinessErrorCode, CreditApprovalErrorCode } from './error-routing';
import { BUSINESS_ERROR_CODES, CREDIT_APPROVAL_ERROR_CODES, routeForError } from './error-routing';

describe('routeForError: HTTP statuses', () => {
  it('401 goes to /lightsignup unless already there', () => {
    expect(routeForError({ status: 401 })).toBe('/lightsignup');
    expect(routeForError({ status: 401, currentPath: '/personaldata' })).toBe('/lightsignup');
    expect(routeForError({ status: 401, currentPath: '/lightsignup' })).toBeNull();
    expect(routeForError({ status: 401, currentPath: '/lightsignup/' })).toBeNull();
    // spec 1 §8 (decision 173): loginback is not /lightsignup.
    expect(routeForError({ status: 401, currentPath: '/lightsignup/loginback' })).toBe(
      '/lightsignup',
    );
  });

  it('401 wins over a business code', () => {
    expect(routeForError({ status: 401, code: 'REJECT' })).toBe('/lightsignup');
  });

  it('403 goes to /lightsignup/loginback', () => {
    expect(routeForError({ status: 403 })).toBe('/lightsignup/loginback');
    expect(routeForError({ status: 403, code: 'IN_PROGRESS' })).toBe('/lightsignup/loginback');
  });

  it('business code 400 goes to /lightsignup/loginback', () => {
    expect(routeForError({ status: 409, code: '400' })).toBe('/lightsignup/loginback');
  });

  it('generic failures and ECONNABORTED go to the generic error page', () => {
    expect(routeForError({})).toBe('/usermessages/genericerror');
    expect(routeForError({ status: 500 })).toBe('/usermessages/genericerror');
    expect(routeForError({ code: 'ECONNABORTED' })).toBe('/usermessages/genericerror');
    expect(routeForError({ status: 503, code: 'SERVICE_UNAVAILABLE' })).toBe(
      '/usermessages/genericerror',
    );
  });

  it('contract signature failure has its own page', () => {
    expect(routeForError({ status: 422, code: 'CONTRACT_SIGNATURE_FAILED' })).toBe(
      '/usermessages/errorpage/contractsignaturefailed',
    );
  });
});

describe('routeForError: business codes', () => {
  it.each<[BusinessErrorCode, string | null]>([
    ['ACCOUNT_BLOCKED', null],
    ['SEND_TO_BRANCH', '/usermessages/errorpage/selectbranch'],
    ['REJECT', '/usermessages/errorpage'],
    ['SEND_TO_OTHER_PROCESS', '/usermessages/errorpage/loannotdisemborsed'],
    ['SEND_TO_BRANCH_OR_OTHER_PROCESS', '/usermessages/errorpage/selectbranchorcontinueonline'],
    ['IN_PROGRESS', '/usermessages/saveprocess'],
    ['IN_PROGRESS_SEND_TO_OTHER_PROCESS', '/usermessages/openaccount'],
  ])('%s -> %s', (code, route) => {
    expect(routeForError({ status: 409, code })).toBe(route);
  });

  it('covers every business code', () => {
    expect(BUSINESS_ERROR_CODES).toHaveLength(7);
  });

  it.each<[CreditApprovalErrorCode, string]>([
    ['IN_PROGRESS', '/usermessages/saveloanprocess'],
    ['IN_PROGRESS_SEND_TO_OTHER_PROCESS', '/usermessages/openaccount'],
    ['SEND_TO_BRANCH', '/usermessages/errorpage/selectbranchorcontinueonline'],
    ['REJECT', '/usermessages/errorpage/loannotdisemborsed'],
  ])('CREDIT_APPROVAL %s -> %s', (code, route) => {
    expect(routeForError({ status: 409, code, scope: 'CREDIT_APPROVAL' })).toBe(route);
  });

  it('CREDIT_APPROVAL falls back to the general table for other codes', () => {
    expect(CREDIT_APPROVAL_ERROR_CODES).toHaveLength(4);
    expect(routeForError({ code: 'ACCOUNT_BLOCKED', scope: 'CREDIT_APPROVAL' })).toBeNull();
    expect(routeForError({ code: 'SEND_TO_OTHER_PROCESS', scope: 'CREDIT_APPROVAL' })).toBe(
      '/usermessages/errorpage/loannotdisemborsed',
    );
  });

  it.each([...AUTH_ERROR_CODES, 'VALIDATION_FAILED'])('%s is handled in place (null)', (code) => {
    expect(routeForError({ status: 400, code })).toBeNull();
  });
});
