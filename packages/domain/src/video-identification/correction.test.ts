import { describe, expect, it } from 'vitest';
import { STATE_TO_PAGE } from '../state-to-page';
import { ROUTES } from '../routes';
import { REDO_TARGETS } from './identification';
import {
  CORRECTION_RETURN_STATE,
  correctionReturnPath,
  correctionSectionOf,
  correctionStateOf,
} from './correction';

const pageOf = (state: string) =>
  STATE_TO_PAGE.filter((row) => row.prospectState === state).map((row) => row.url);

describe('corrections (decision 244)', () => {
  it('sends the documents back to the documents upload, a data section to the personal data', () => {
    expect(pageOf(correctionStateOf('DOCUMENTS'))).toEqual([ROUTES.documentsUpload]);
    for (const part of REDO_TARGETS.filter((target) => target !== 'DOCUMENTS')) {
      expect(pageOf(correctionStateOf(part))).toContain(ROUTES.personalData);
    }
  });

  it('returns through every later state to the video call, never past it', () => {
    expect(correctionReturnPath('DOCUMENTS')).toEqual([
      'PROSPECT_IDS_UPLOADED',
      'PROSPECT_INFO_UPLOADED',
      'PROSPECT_CONSENTS_UPLOADED',
      'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
    ]);
    expect(correctionReturnPath('ADDRESS')).toEqual([
      'PROSPECT_INFO_UPLOADED',
      'PROSPECT_CONSENTS_UPLOADED',
      'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
    ]);
    expect(pageOf(CORRECTION_RETURN_STATE)).toEqual([ROUTES.videoChat]);
  });

  it('opens the one section named, and none for the documents', () => {
    expect(correctionSectionOf('DOCUMENTS')).toBeNull();
    expect(REDO_TARGETS.map(correctionSectionOf)).toEqual([
      null,
      'personalData',
      'address',
      'contacts',
      'employment',
      'questionnaire',
    ]);
  });
});
