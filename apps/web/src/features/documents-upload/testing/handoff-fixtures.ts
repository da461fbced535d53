import type { THandoffLink, THandoffStatus, TIdDocumentStatus } from '@onboarding/domain';
import { PROSPECT_ID, someDocuments } from './render-documents';

export const TID = 'handoff-1';

export function aHandoffStatus(overrides: Partial<THandoffStatus> = {}): THandoffStatus {
  return {
    tid: TID,
    prospectId: PROSPECT_ID,
    status: 'WAITING',
    stepsDone: [],
    documents: someDocuments(null) satisfies TIdDocumentStatus,
    expiresAt: '2026-11-22T02:15:00.000Z',
    finalizedAt: null,
    smsSentAt: null,
    openedAt: null,
    ...overrides,
  };
}

export function aHandoffLink(token = 'header.eyJsYW5ndWFnZSI6ImVuIn0.signature'): THandoffLink {
  return {
    tid: TID,
    token,
    link: `https://bank.example/onboarding/#/documentsupload/mobile/idtype?token=${token}`,
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    refreshAt: new Date(Date.now() + 12 * 60_000).toISOString(),
    status: aHandoffStatus(),
  };
}
