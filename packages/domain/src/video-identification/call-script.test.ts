import { describe, expect, it } from 'vitest';
import { PROCESS_NAMES, PROCESS_RULES } from '../processes';
import { creditBureauConsentFor, videoConsentsFor, type VideoConsentName } from '../video-chat';
import {
  CALL_SCRIPT_TABLE,
  callScriptFor,
  missingApprovalConditions,
  scriptActions,
  type TChecklist,
} from './call-script';
import type { TInteractionAnswer } from './identification';

const allChecked: TChecklist = {
  documentGenuine: true,
  faceMatchesDocument: true,
  dataMatches: true,
  securityFeaturesShown: true,
};
const at = '2026-11-23T10:00:00.000Z';
const consent = (id: number, name: VideoConsentName): TInteractionAnswer => ({
  kind: 'CONSENT',
  at,
  answer: { id, name, typeOfConsents: 'COMMERCIAL', response: 'NO' },
});
const phoneConfirmed: TInteractionAnswer = { kind: 'OTP', at, confirmed: true, attemptsLeft: 4 };
const cardName: TInteractionAnswer = {
  kind: 'CARD_NAME',
  at,
  cardName: 'ANA NOVAK',
  corrected: false,
};
const pageAnswers = [
  { name: 'BANKING_OFFERS', response: 'NO' },
  { name: 'LEGAL_ENTITY_OFFERS', response: 'YES' },
  { name: 'POLLS', response: 'YES' },
] as const;

describe('the call-script table', () => {
  it('asks the card, ATM withdrawals and 3-D Secure only of an account (the products with a card)', () => {
    for (const process of PROCESS_NAMES) {
      const script = callScriptFor(process);
      const card = PROCESS_RULES[process].opensAccount;
      expect(script.debitCard).toBe(card);
      expect(script.forms.includes('CARD_NAME')).toBe(card);
      expect(script.consents.includes('FREE_CASH_WITHDRAWAL')).toBe(card);
      expect(script.consents.includes('THREE_D_SECURE')).toBe(card);
    }
  });

  it('a loan: the phone and five consents, credit-bureau storage last; no card', () => {
    expect(callScriptFor('PERSONALLOAN')).toEqual({
      debitCard: false,
      forms: ['PHONE_CONFIRMATION', 'CONSENTS'],
      consents: [
        'CLAIM_RECOVERY_DATA_HANDLING',
        'SOUND_RECORDING',
        'NON_POSTAL_CONNECTION_HANDLING',
        'DIRECT_MARKETING',
        'CREDITBUREAUSTORAGE',
      ],
      checklist: ['documentGenuine', 'faceMatchesDocument', 'dataMatches', 'securityFeaturesShown'],
      answeredInFlow: [],
    });
  });

  it('keeps the spec’s order and its credit-bureau consent for every process', () => {
    for (const process of PROCESS_NAMES) {
      const spec = videoConsentsFor(process);
      const asked: readonly VideoConsentName[] = CALL_SCRIPT_TABLE[process].consents;
      expect(spec.filter((name) => asked.includes(name))).toEqual(asked);
      expect(asked.at(-1)).toBe(creditBureauConsentFor(process));
    }
    // Without a consents page answer, an account's call asks the seven of spec 2 §9.
    expect(callScriptFor('CURRENTACCOUNT').consents).toEqual(videoConsentsFor('CURRENTACCOUNT'));
  });

  it('does not ask direct marketing again once the consents page answered it', () => {
    const script = callScriptFor('DAYPOSIT', pageAnswers);
    expect(script.consents).toEqual([
      'CLAIM_RECOVERY_DATA_HANDLING',
      'SOUND_RECORDING',
      'NON_POSTAL_CONNECTION_HANDLING',
      'CREDITBUREAUPASS',
    ]);
    expect(script.answeredInFlow).toEqual([
      { name: 'DIRECT_MARKETING', answeredAs: 'BANKING_OFFERS', response: 'NO' },
    ]);
    // The page's other answers cover no call consent.
    expect(callScriptFor('DAYPOSIT', [{ name: 'POLLS', response: 'NO' }]).consents).toContain(
      'DIRECT_MARKETING',
    );
  });

  it('lists the actions each script lets the operator push', () => {
    expect(scriptActions(callScriptFor('PERSONALLOAN'))).toEqual([
      'SHOW_FORM_NUMBER',
      'SHOW_CONFIRM_FORM_NUMBER',
      'SHOW_CONSENTS',
    ]);
    expect(scriptActions(callScriptFor('CURRENTACCOUNT'))).toEqual([
      'SHOW_FORM_NUMBER',
      'SHOW_CONFIRM_FORM_NUMBER',
      'SHOW_CONFIRM_CARD_NAME',
      'SHOW_CONSENTS',
    ]);
  });
});

describe('missingApprovalConditions', () => {
  const account = callScriptFor('CURRENTACCOUNT');
  const loan = callScriptFor('PERSONALLOAN', pageAnswers);

  it('names everything an account still misses at the start of a call', () => {
    expect(
      missingApprovalConditions({
        checklist: { ...allChecked, dataMatches: false },
        answers: [],
        script: account,
      }),
    ).toEqual(['CHECKLIST', 'CONSENTS', 'PHONE_CONFIRMED', 'CARD_NAME']);
  });

  it('approves a loan without a card name once its four consents and the phone are done', () => {
    const answers = [...loan.consents.map((name, id) => consent(id, name)), phoneConfirmed];
    expect(missingApprovalConditions({ checklist: allChecked, answers, script: loan })).toEqual([]);
    expect(
      missingApprovalConditions({ checklist: allChecked, answers: answers.slice(1), script: loan }),
    ).toEqual(['CONSENTS']);
  });

  it('is empty for an account once the checklist, consents, phone and card name are done', () => {
    const answers = [
      ...account.consents.map((name, id) => consent(id, name)),
      phoneConfirmed,
      cardName,
    ];
    expect(missingApprovalConditions({ checklist: allChecked, answers, script: account })).toEqual(
      [],
    );
  });

  it('does not count a refused phone code', () => {
    expect(
      missingApprovalConditions({
        checklist: allChecked,
        script: { ...account, consents: [] },
        answers: [{ kind: 'OTP', at, confirmed: false, attemptsLeft: 4 }, cardName],
      }),
    ).toEqual(['PHONE_CONFIRMED']);
  });
});
