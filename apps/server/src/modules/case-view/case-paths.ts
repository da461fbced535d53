import { API_BASE_OPERATOR, API_BASE_SLO } from '@onboarding/domain';

/** The addresses the case page's answer links to (decision 265), built in one place. */
export const casePaths = {
  documentImage: (prospectId: string, documentId: string) =>
    `${API_BASE_OPERATOR}/cases/${prospectId}/documents/${documentId}/image`,
  snapshotImage: (prospectId: string, snapshotId: string) =>
    `${API_BASE_OPERATOR}/cases/${prospectId}/snapshots/${snapshotId}/image`,
  protocol: (identificationId: string) =>
    `${API_BASE_OPERATOR}/identifications/${identificationId}/protocol`,
  evidence: (prospectId: string) => `${API_BASE_SLO}/onboarding/staff/cases/${prospectId}/evidence`,
};
