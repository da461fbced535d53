import type { IdentificationStatus } from '@onboarding/domain';

/**
 * The keys of the server state the console keeps in TanStack Query (decision 261). Keys shared by
 * more than one feature live here, so a decision on the call screen can invalidate the queue and
 * the lists without importing their features; a feature's private keys may sit in its own folder,
 * under a root of its own name.
 */
export const consoleKeys = {
  session: ['session'] as const,
  queue: ['queue'] as const,
  identification: (identificationId: string) => ['identification', identificationId] as const,
  identifications: {
    all: ['identifications'] as const,
    byStatus: (status: IdentificationStatus | null) =>
      ['identifications', status ?? 'ALL'] as const,
  },
  staff: ['staff'] as const,
  paymentReviews: ['payment-reviews'] as const,
  backgroundProcesses: ['background-processes'] as const,
  loanApplication: (prospectId: string) => ['loan-application', prospectId] as const,
  loanStatements: (prospectId: string) => ['loan-statements', prospectId] as const,
  /** The approvals waiting for a second staff member (decision 267). */
  fourEyes: ['four-eyes'] as const,
  /** Everything about one case (the case page and whatever reads one prospect). */
  case: (prospectId: string) => ['case', prospectId] as const,
} as const;
