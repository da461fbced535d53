import { describe, expect, it } from 'vitest';
import { missingApprovalConditions, type TChecklist } from './operator';

const allChecked: TChecklist = {
  documentGenuine: true,
  faceMatchesDocument: true,
  dataMatches: true,
  securityFeaturesShown: true,
};
const at = '2026-11-23T10:00:00.000Z';

describe('missingApprovalConditions', () => {
  it('names everything still missing at the start of a call', () => {
    expect(
      missingApprovalConditions({
        checklist: { ...allChecked, dataMatches: false },
        answers: [],
        consentNames: ['SOUND_RECORDING'],
      }),
    ).toEqual(['CHECKLIST', 'CONSENTS', 'PHONE_CONFIRMED', 'CARD_NAME']);
  });

  it('is empty once the checklist, the consents, the phone and the card name are done', () => {
    expect(
      missingApprovalConditions({
        checklist: allChecked,
        consentNames: ['SOUND_RECORDING'],
        answers: [
          {
            kind: 'CONSENT',
            at,
            answer: {
              id: 1,
              name: 'SOUND_RECORDING',
              typeOfConsents: 'COMMERCIAL',
              response: 'NO',
            },
          },
          { kind: 'OTP', at, confirmed: true, attemptsLeft: 4 },
          { kind: 'CARD_NAME', at, cardName: 'ANA NOVAK', corrected: false },
        ],
      }),
    ).toEqual([]);
  });

  it('does not count a refused phone code', () => {
    expect(
      missingApprovalConditions({
        checklist: allChecked,
        consentNames: [],
        answers: [
          { kind: 'OTP', at, confirmed: false, attemptsLeft: 4 },
          { kind: 'CARD_NAME', at, cardName: 'ANA NOVAK', corrected: true },
        ],
      }),
    ).toEqual(['PHONE_CONFIRMED']);
  });
});
