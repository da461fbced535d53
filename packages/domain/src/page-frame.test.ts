import { describe, expect, it } from 'vitest';
import { lightSignupLabel } from './analytics';
import { addCountry, removeCountryAt, visibleCountryFieldCount } from './countries-of-business';
import {
  foldsFooter,
  hidesHeaderAndFooter,
  isVideoChatPath,
  omitsFooter,
  omitsHeaderImage,
  showsLoadingMask,
} from './page-frame';

describe('page frame', () => {
  it('hides header and footer on root, long-time-service and user messages', () => {
    expect(hidesHeaderAndFooter('/')).toBe(true);
    expect(hidesHeaderAndFooter('/longtimeservice/')).toBe(true);
    expect(hidesHeaderAndFooter('/usermessages/contact')).toBe(true);
    expect(hidesHeaderAndFooter('/personaldata')).toBe(false);
  });

  it('leaves the marketing footer off the phone’s hand-off pages and where the frame is hidden', () => {
    expect(omitsFooter('/documentsupload/mobile/idtype')).toBe(true);
    expect(omitsFooter('/documentsupload/mobile/frontview/')).toBe(true);
    expect(omitsFooter('/usermessages/contact')).toBe(true);
    expect(omitsFooter('/documentsupload')).toBe(false);
    expect(omitsFooter('/personaldata')).toBe(false);
  });

  it('folds the footer on the wizard’s steps and their sub-pages only (decision 254)', () => {
    expect(foldsFooter('/personaldata')).toBe(true);
    expect(foldsFooter('/videochat/')).toBe(true);
    expect(foldsFooter('/consents/pdf')).toBe(true);
    expect(foldsFooter('/documentsupload/uploadphoto')).toBe(true);
    // The entry and the last page keep the full footer; pages without one fold nothing.
    expect(foldsFooter('/lightsignup')).toBe(false);
    expect(foldsFooter('/lightsignup/loginback')).toBe(false);
    expect(foldsFooter('/welcome')).toBe(false);
    expect(foldsFooter('/erasure/confirm')).toBe(false);
    expect(foldsFooter('/documentsupload/mobile/idtype')).toBe(false);
    expect(foldsFooter('/usermessages/errorpage')).toBe(false);
    // A path that only begins like a step is not one.
    expect(foldsFooter('/personaldataextra')).toBe(false);
  });

  it('omits the header image on light-signup pages with or without slash', () => {
    expect(omitsHeaderImage('/lightsignup')).toBe(true);
    expect(omitsHeaderImage('/lightsignup/loginback/')).toBe(true);
    expect(omitsHeaderImage('/lightsignup/beforeSecureLogin')).toBe(false);
  });

  it('recognises the video-chat part and the loading-mask exception', () => {
    expect(isVideoChatPath('/videochat')).toBe(true);
    expect(isVideoChatPath('/consents')).toBe(false);
    expect(showsLoadingMask(true, '/personaldata')).toBe(true);
    expect(showsLoadingMask(true, '/salarystatement')).toBe(false);
    expect(showsLoadingMask(false, '/personaldata')).toBe(false);
  });
});

describe('countries of business', () => {
  it('shows the next field once the previous one is filled, at most three', () => {
    expect(visibleCountryFieldCount([])).toBe(1);
    expect(visibleCountryFieldCount(['SI'])).toBe(2);
    expect(visibleCountryFieldCount(['SI', ''])).toBe(2);
    expect(visibleCountryFieldCount(['SI', 'AT'])).toBe(3);
    expect(visibleCountryFieldCount(['SI', 'AT', 'HR'])).toBe(3);
  });

  it('shifts later countries up on removal and refuses a fourth', () => {
    expect(removeCountryAt(['SI', 'AT', 'HR'], 0)).toEqual(['AT', 'HR']);
    expect(addCountry(['SI', 'AT'], 'HR')).toEqual(['SI', 'AT', 'HR']);
    expect(addCountry(['SI', 'AT', 'HR'], 'IT')).toEqual(['SI', 'AT', 'HR']);
  });
});

describe('lightSignupLabel', () => {
  it('labels social and standard first logins', () => {
    expect(lightSignupLabel({ registration: 'social' })).toBe('social');
    expect(lightSignupLabel({ firstLogin: 'true' })).toBe('standard');
    expect(lightSignupLabel({ firstLogin: '' })).toBe('standard');
    expect(lightSignupLabel({})).toBeNull();
  });
});
