import { z } from 'zod';
import type { CommercialConsent, YesNo } from '../consents/consent-form';
import { COMMERCIAL_CONSENTS, YES_NO } from '../consents/consent-form';
import { PROCESS_RULES, type ProcessName } from '../processes';
import {
  videoConsentsFor,
  ZVideoConsentName,
  type VideoConsentName,
  type VideoInteractionAction,
} from '../video-chat';
import type { TInteractionAnswer } from './identification';

/** What the operator checks in the call (decision 135). */
export const CHECKLIST_ITEMS = [
  'documentGenuine',
  'faceMatchesDocument',
  'dataMatches',
  'securityFeaturesShown',
] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];
export const ZChecklistItem = z.enum(CHECKLIST_ITEMS);
export const ZChecklist = z
  .object({
    documentGenuine: z.boolean(),
    faceMatchesDocument: z.boolean(),
    dataMatches: z.boolean(),
    securityFeaturesShown: z.boolean(),
  })
  .strict();
export type TChecklist = z.infer<typeof ZChecklist>;

/** The interactive forms of the call (spec 3 §4 "Video-chat interaction"). */
export const CALL_FORMS = ['PHONE_CONFIRMATION', 'CARD_NAME', 'CONSENTS'] as const;
export type CallForm = (typeof CALL_FORMS)[number];
export const ZCallForm = z.enum(CALL_FORMS);

/** spec 3 §4 table: the actions that show each form (the phone is shown, then its code sent). */
export const CALL_FORM_ACTIONS = {
  PHONE_CONFIRMATION: ['SHOW_FORM_NUMBER', 'SHOW_CONFIRM_FORM_NUMBER'],
  CARD_NAME: ['SHOW_CONFIRM_CARD_NAME'],
  CONSENTS: ['SHOW_CONSENTS'],
} as const satisfies Readonly<Record<CallForm, readonly VideoInteractionAction[]>>;

/** One row of the call's script: what the call of one product asks and checks. */
export interface CallScriptRow {
  /** The product comes with a debit card: the card's name and its two consents are asked. */
  readonly debitCard: boolean;
  readonly forms: readonly CallForm[];
  /** In the order asked (spec 2 §9). */
  readonly consents: readonly VideoConsentName[];
  readonly checklist: readonly ChecklistItem[];
}

/** The consents of spec 2 §9 that belong to a debit card: ATM withdrawals and 3-D Secure. */
const CARD_CONSENTS: readonly VideoConsentName[] = ['FREE_CASH_WITHDRAWAL', 'THREE_D_SECURE'];

/**
 * One product's row: the consents spec 2 §9 asks its process (`videoConsentsFor`, with the
 * process's credit-bureau consent), less the card's where the product has no card. Only a product
 * that opens an account comes with a debit card (spec 1 §9, `PROCESS_RULES.opensAccount`), with
 * every package (Digital, Mladi, Diploma) alike.
 */
function scriptRow(process: ProcessName): CallScriptRow {
  const debitCard = PROCESS_RULES[process].opensAccount;
  return {
    debitCard,
    forms: debitCard
      ? ['PHONE_CONFIRMATION', 'CARD_NAME', 'CONSENTS']
      : ['PHONE_CONFIRMATION', 'CONSENTS'],
    consents: videoConsentsFor(process).filter(
      (consent) => debitCard || !CARD_CONSENTS.includes(consent),
    ),
    checklist: CHECKLIST_ITEMS,
  };
}

/**
 * The call's script per product (decision 230): the phone, the consents and the document checks
 * for every product; the card's name, its ATM withdrawals and 3-D Secure only where the product
 * comes with a debit card (only an account, spec 1 §9); the credit-bureau consent of the process
 * (spec 2 §9). The script does not vary by package: every package is an account with a card.
 */
export const CALL_SCRIPT_TABLE: Readonly<Record<ProcessName, CallScriptRow>> = {
  CURRENTACCOUNT: scriptRow('CURRENTACCOUNT'),
  // spec 1 §8: the loan applicant who opens an account gets the account, with its card.
  ACCOUNTOPENINGFROMLOAN: scriptRow('ACCOUNTOPENINGFROMLOAN'),
  PERSONALLOAN: scriptRow('PERSONALLOAN'),
  DAYPOSIT: scriptRow('DAYPOSIT'),
};

/**
 * Decision 230: a call consent whose question the consents page already asked. The page's answer
 * stands and the call does not ask it again; the call asks it only where the flow holds no answer.
 */
export const CALL_CONSENTS_ANSWERED_ON_CONSENTS_PAGE = {
  DIRECT_MARKETING: 'BANKING_OFFERS',
} as const satisfies Readonly<Partial<Record<VideoConsentName, CommercialConsent>>>;

/** A consents page answer, as stored (spec 2 §3 "Consent answer"). */
export interface FlowConsentAnswer {
  readonly name: CommercialConsent;
  readonly response: YesNo;
}

/** The script of one call, as the operator console and the server use it. */
export const ZCallScript = z.object({
  debitCard: z.boolean(),
  forms: z.array(ZCallForm),
  /** The consents the call asks, in order; the id of each is its index here. */
  consents: z.array(ZVideoConsentName),
  checklist: z.array(ZChecklistItem),
  /** Consents of the table not asked because the consents page answered them (decision 230). */
  answeredInFlow: z.array(
    z.object({
      name: ZVideoConsentName,
      answeredAs: z.enum(COMMERCIAL_CONSENTS),
      response: z.enum(YES_NO),
    }),
  ),
});
export type TCallScript = z.infer<typeof ZCallScript>;

/** The script of a call for `process`, given the consents page's answers of the same application. */
export function callScriptFor(
  process: ProcessName,
  flowAnswers: readonly FlowConsentAnswer[] = [],
): TCallScript {
  const row: CallScriptRow = CALL_SCRIPT_TABLE[process];
  const answeredOnPage = CALL_CONSENTS_ANSWERED_ON_CONSENTS_PAGE as Readonly<
    Partial<Record<VideoConsentName, CommercialConsent>>
  >;
  const consents: VideoConsentName[] = [];
  const answeredInFlow: TCallScript['answeredInFlow'] = [];
  for (const name of row.consents) {
    const pageConsent = answeredOnPage[name];
    const pageAnswer = flowAnswers.find((answer) => answer.name === pageConsent);
    if (pageConsent !== undefined && pageAnswer !== undefined) {
      answeredInFlow.push({ name, answeredAs: pageConsent, response: pageAnswer.response });
    } else {
      consents.push(name);
    }
  }
  return {
    debitCard: row.debitCard,
    // No consent left to ask: the consents form is not shown at all.
    forms: row.forms.filter((form) => form !== 'CONSENTS' || consents.length > 0),
    consents,
    checklist: [...row.checklist],
    answeredInFlow,
  };
}

/** The actions the operator may push in a call of `script` (spec 3 §4). */
export function scriptActions(script: Pick<TCallScript, 'forms'>): VideoInteractionAction[] {
  return script.forms.flatMap((form) => CALL_FORM_ACTIONS[form]);
}

/** What approval still needs; the server refuses APPROVE while any is missing (the console disables it). */
export const APPROVAL_CONDITIONS = [
  'CHECKLIST',
  'CONSENTS',
  'PHONE_CONFIRMED',
  'CARD_NAME',
] as const;
export type ApprovalCondition = (typeof APPROVAL_CONDITIONS)[number];

/** The conditions of `script` not met yet by the checklist and the answers of the call. */
export function missingApprovalConditions(call: {
  readonly checklist: TChecklist;
  readonly answers: readonly TInteractionAnswer[];
  readonly script: Pick<TCallScript, 'forms' | 'consents' | 'checklist'>;
}): ApprovalCondition[] {
  const { checklist, answers, script } = call;
  const missing: ApprovalCondition[] = [];
  if (!script.checklist.every((item) => checklist[item])) missing.push('CHECKLIST');
  const answered = new Set<string>(
    answers.flatMap((answer) => (answer.kind === 'CONSENT' ? [answer.answer.name] : [])),
  );
  if (!script.consents.every((name) => answered.has(name))) missing.push('CONSENTS');
  const asks = (form: CallForm) => script.forms.includes(form);
  if (
    asks('PHONE_CONFIRMATION') &&
    !answers.some((answer) => answer.kind === 'OTP' && answer.confirmed)
  ) {
    missing.push('PHONE_CONFIRMED');
  }
  if (asks('CARD_NAME') && !answers.some((answer) => answer.kind === 'CARD_NAME')) {
    missing.push('CARD_NAME');
  }
  return missing;
}
