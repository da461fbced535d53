import { describe, expect, it } from 'vitest';
import {
  LEGACY_ROUTE_ALIASES,
  ROUTES,
  ROUTE_PATHS,
  isRoutePath,
  resolveRoutePath,
  routeNameOf,
  stripTrailingSlash,
} from './routes';
import { ZRoutePath } from './schemas';

describe('ROUTES', () => {
  it('registers each path once', () => {
    expect(new Set(ROUTE_PATHS).size).toBe(ROUTE_PATHS.length);
  });

  it.each([
    '/',
    '/lightsignup',
    '/lightsignup/loginback',
    '/lightsignup/beforeSecureLogin',
    '/usermessages/securelogin',
    '/usermessages/processchoice',
    '/usermessages/genericerror',
    '/usermessages/verifymail',
    '/usermessages/emailvalidated',
    '/usermessages/forgotpassword',
    '/usermessages/errorpage',
    '/usermessages/errorpage/contractsignaturefailed',
    '/usermessages/errorpage/selectbranch',
    '/usermessages/errorpage/selectbranchorcontinueonline',
    '/usermessages/errorpage/loannotdisemborsed',
    '/usermessages/errorpage/checkemail',
    '/usermessages/saveprocess',
    '/usermessages/saveloanprocess',
    '/usermessages/openaccount',
    '/usermessages/fromEcoForYouToEco',
    '/usermessages/contact',
    '/usermessages/logout',
    '/usermessages/callcenterclosed',
    '/documentsupload/uploadphoto',
    '/documentsupload/mobileupload',
    '/documentsupload/mobile/idtype',
    '/documentsupload/mobile/frontview',
    '/documentsupload/mobile/backview',
    '/documentsupload/mobile/finalize',
  ])('knows %s (spec 1 §2)', (path) => {
    expect(isRoutePath(path)).toBe(true);
    expect(ZRoutePath.parse(path)).toBe(path);
  });

  it('does not register the legacy consents path', () => {
    expect(isRoutePath('/legalInfo')).toBe(false);
    expect(ZRoutePath.safeParse('/legalInfo').success).toBe(false);
  });
});

describe('resolveRoutePath', () => {
  it('follows the /legalInfo alias to /consents (decision 010)', () => {
    expect(LEGACY_ROUTE_ALIASES).toEqual({ '/legalInfo': '/consents' });
    expect(resolveRoutePath('/legalInfo')).toBe('/consents');
    expect(resolveRoutePath('/legalInfo/')).toBe('/consents');
  });

  it('removes a trailing slash and refuses unknown paths', () => {
    expect(resolveRoutePath('/welcome/')).toBe('/welcome');
    expect(resolveRoutePath('/')).toBe('/');
    expect(resolveRoutePath('/nowhere')).toBeNull();
  });
});

describe('stripTrailingSlash and routeNameOf', () => {
  it('keeps the root and strips repeated slashes', () => {
    expect(stripTrailingSlash('/')).toBe('/');
    expect(stripTrailingSlash('/consents//')).toBe('/consents');
  });

  it('names every route by its key', () => {
    expect(routeNameOf(ROUTES.consentsPdf)).toBe('consentsPdf');
    expect(routeNameOf('/')).toBe('home');
  });
});
