import { describe, expect, it } from 'vitest';
import { VIDEO_CONSENT_COUNT } from './constants';
import { PROCESS_NAMES } from './processes';
import {
  VIDEO_ACTION_STEPS,
  ZConsentAnswer,
  creditBureauConsentFor,
  videoConsentsFor,
} from './video-chat';

describe('video consents', () => {
  it('CREDITBUREAUSTORAGE for a personal loan, otherwise CREDITBUREAUPASS', () => {
    expect(creditBureauConsentFor('PERSONALLOAN')).toBe('CREDITBUREAUSTORAGE');
    expect(creditBureauConsentFor('CURRENTACCOUNT')).toBe('CREDITBUREAUPASS');
    expect(creditBureauConsentFor('DAYPOSIT')).toBe('CREDITBUREAUPASS');
    expect(creditBureauConsentFor('ACCOUNTOPENINGFROMLOAN')).toBe('CREDITBUREAUPASS');
  });

  it.each(PROCESS_NAMES)('asks seven distinct consents for %s, credit bureau last', (process) => {
    const consents = videoConsentsFor(process);
    expect(consents).toHaveLength(VIDEO_CONSENT_COUNT);
    expect(new Set(consents).size).toBe(7);
    expect(consents.at(-1)).toBe(creditBureauConsentFor(process));
  });

  it('parses a consent answer', () => {
    const answer = {
      id: 0,
      name: 'SOUND_RECORDING',
      typeOfConsents: 'COMMERCIAL',
      response: 'YES',
    };
    expect(ZConsentAnswer.parse(answer)).toEqual(answer);
    expect(ZConsentAnswer.safeParse({ ...answer, response: 'MAYBE' }).success).toBe(false);
  });
});

describe('video interaction', () => {
  it('maps actions to their steps', () => {
    expect(VIDEO_ACTION_STEPS).toEqual({
      SHOW_FORM_NUMBER: 'deviceCertification',
      SHOW_CONFIRM_FORM_NUMBER: null,
      SHOW_CONFIRM_CARD_NAME: 'cardNameAlignemnt',
      SHOW_CONSENTS: 'consents',
    });
  });
});
