import { ROUTES, type RoutePath } from '@onboarding/domain';
import { describe, expect, it } from 'vitest';
import { wayBackTo } from './no-way-back';

const SEQUENCE: readonly RoutePath[] = [
  ROUTES.documentsUpload,
  ROUTES.personalData,
  ROUTES.consents,
  ROUTES.videoChat,
];

describe('no way back (spec 1 §4 access state)', () => {
  it('returns an applicant who moved backward to where they were', () => {
    expect(
      wayBackTo({
        settled: { path: ROUTES.consents, landing: ROUTES.consents },
        pathname: ROUTES.personalData,
        pageSequence: SEQUENCE,
        landing: ROUTES.consents,
      }),
    ).toBe(ROUTES.consents);
  });

  it('lets them move forward, and stay before the first settled location', () => {
    const forward = { pathname: ROUTES.videoChat, pageSequence: SEQUENCE, landing: null };
    expect(wayBackTo({ ...forward, settled: { path: ROUTES.consents, landing: null } })).toBeNull();
    expect(wayBackTo({ ...forward, settled: null })).toBeNull();
  });

  it('holds an applicant ahead of their state who goes back to the state’s page', () => {
    expect(
      wayBackTo({
        settled: { path: ROUTES.consents, landing: ROUTES.documentsUpload },
        pathname: ROUTES.documentsUpload,
        pageSequence: SEQUENCE,
        landing: ROUTES.documentsUpload,
      }),
    ).toBe(ROUTES.consents);
  });

  it('lets them reach the page the server moved their state back to (a redo)', () => {
    expect(
      wayBackTo({
        settled: { path: ROUTES.videoChat, landing: ROUTES.videoChat },
        pathname: ROUTES.documentsUpload,
        pageSequence: SEQUENCE,
        landing: ROUTES.documentsUpload,
      }),
    ).toBeNull();
  });
});
