import type { RoutePath } from './routes';
import { ROUTES, resolveRoutePath } from './routes';

/** spec 1 §2: the wizard steps (process states) that the step list and progress are built from. */
export const WIZARD_STEPS = [
  'Intro',
  'DocumentUpload',
  'SalaryStmt',
  'DataEntry',
  // Decision 231: the day deposit's amount, term and maturity choice.
  'DepositTerms',
  'Consents',
  'SummaryPDF',
  'VideoChat',
  'LongTimeService',
  'ShortTimeService',
  'PennyTransfer',
  'CheckRisk',
  'RiskAssessment',
  'RequestCertificate',
  'SignDocuments',
  'ChooseBranch',
  'Multichannel',
  'AccountEnabled',
  'BlockedProcess',
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/**
 * spec 1 §2 step-to-route table. Consents and SummaryPDF follow decision 010 (/consents and
 * /consents/pdf, the pages the state-to-page table sends applicants to). CheckRisk has no page.
 */
export const STEP_ROUTES = {
  Intro: ROUTES.lightSignup,
  DocumentUpload: ROUTES.documentsUpload,
  SalaryStmt: ROUTES.salaryStatement,
  DataEntry: ROUTES.personalData,
  DepositTerms: ROUTES.depositTerms,
  Consents: ROUTES.consents,
  SummaryPDF: ROUTES.consentsPdf,
  VideoChat: ROUTES.videoChat,
  LongTimeService: ROUTES.longTimeService,
  ShortTimeService: ROUTES.shortTimeService,
  PennyTransfer: ROUTES.pennyTransfer,
  CheckRisk: null,
  RiskAssessment: ROUTES.creditApproval,
  RequestCertificate: ROUTES.certificate,
  SignDocuments: ROUTES.signContract,
  ChooseBranch: ROUTES.chooseBranch,
  Multichannel: ROUTES.welcome,
  AccountEnabled: ROUTES.welcome,
  BlockedProcess: ROUTES.errorPage,
} as const satisfies Readonly<Record<WizardStep, RoutePath | null>>;

export function routeForStep(step: WizardStep): RoutePath | null {
  return STEP_ROUTES[step];
}

/**
 * The step a path belongs to, searched in the given steps (a process's list) so that /welcome
 * resolves to the welcome step that process actually has. Legacy aliases are followed.
 */
export function stepForPath(
  path: string,
  steps: readonly WizardStep[] = WIZARD_STEPS,
): WizardStep | null {
  const route = resolveRoutePath(path);
  if (route === null) return null;
  return steps.find((step) => STEP_ROUTES[step] === route) ?? null;
}

export function isWizardStep(value: string): value is WizardStep {
  return (WIZARD_STEPS as readonly string[]).includes(value);
}
