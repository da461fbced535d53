import type { VariantId } from './variants';

/** spec 1 §1: the product kinds an applicant can open online. */
export const PROCESS_NAMES = [
  'CURRENTACCOUNT',
  'PERSONALLOAN',
  'DAYPOSIT',
  'ACCOUNTOPENINGFROMLOAN',
] as const;
export type ProcessName = (typeof PROCESS_NAMES)[number];

/** spec 1 §1 and §9: the process selected when the applicant has not chosen one. */
export const DEFAULT_PROCESS: ProcessName = 'CURRENTACCOUNT';

export interface ProcessRules {
  /** Loan processes get the loan steps (spec 1 §4) and the credit-bureau storage consent (spec 3 §4). */
  readonly isLoan: boolean;
  /** Processes that end with a current account, so an account package (packages.ts) applies. */
  readonly opensAccount: boolean;
  /**
   * The product is funded from the applicant's account at another bank: a small first payment
   * (the penny transfer, spec 2 §3) proves that account is theirs and opens the product (decision 012).
   */
  readonly needsPennyTransfer: boolean;
}

export const PROCESS_RULES = {
  CURRENTACCOUNT: { isLoan: false, opensAccount: true, needsPennyTransfer: false },
  PERSONALLOAN: { isLoan: true, opensAccount: false, needsPennyTransfer: false },
  DAYPOSIT: { isLoan: false, opensAccount: false, needsPennyTransfer: true },
  // spec 1 §8: a loan applicant sent to "openaccount" continues in this process.
  ACCOUNTOPENINGFROMLOAN: { isLoan: false, opensAccount: true, needsPennyTransfer: false },
} as const satisfies Readonly<Record<ProcessName, ProcessRules>>;

/**
 * The processes each variant offers online (decision 241). The loan rules are Slovenian (Banka
 * Slovenije's limits in euros, decision 145), so the al variant opens accounts and deposits only,
 * until Albania's consumer-credit rules and a loan product in lekë are configured.
 */
export const PROCESSES_BY_VARIANT = {
  si: PROCESS_NAMES,
  al: ['CURRENTACCOUNT', 'DAYPOSIT'],
} as const satisfies Readonly<Record<VariantId, readonly ProcessName[]>>;

export function offersProcess(variant: VariantId, process: ProcessName): boolean {
  return (PROCESSES_BY_VARIANT[variant] as readonly ProcessName[]).includes(process);
}

export function isLoanProcess(process: ProcessName): boolean {
  return PROCESS_RULES[process].isLoan;
}

/**
 * Whether the product waits in PRODUCT_NEW after the personal data for a step of its own: a loan's
 * salary statement (decision 147), a day deposit's amount and term (decision 231).
 */
export function hasProductStepAfterPersonalData(process: ProcessName): boolean {
  return isLoanProcess(process) || process === 'DAYPOSIT';
}

export function needsPennyTransfer(process: ProcessName): boolean {
  return PROCESS_RULES[process].needsPennyTransfer;
}

export function isProcessName(value: string): value is ProcessName {
  return (PROCESS_NAMES as readonly string[]).includes(value);
}
