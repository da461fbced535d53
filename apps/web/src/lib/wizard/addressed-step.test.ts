import { ROUTES, type RoutePath } from '@onboarding/domain';
import { paths } from '../../config/paths';
import { describe, expect, it } from 'vitest';
import { addressedStepRedirect } from './addressed-step';

const SEQUENCE: readonly RoutePath[] = [
  ROUTES.documentsUpload,
  ROUTES.personalData,
  ROUTES.consents,
  ROUTES.videoChat,
];

describe('a step page opened by its address (spec 1 §4 access state)', () => {
  it('when it is a later step than the state’s, then the state’s page', () => {
    expect(
      addressedStepRedirect({
        pathname: ROUTES.videoChat,
        pageSequence: SEQUENCE,
        landing: ROUTES.personalData,
      }),
    ).toBe(ROUTES.personalData);
  });

  it('when it is an earlier step, then the state’s page (no way back)', () => {
    expect(
      addressedStepRedirect({
        pathname: `${ROUTES.documentsUpload}/`,
        pageSequence: SEQUENCE,
        landing: ROUTES.consents,
      }),
    ).toBe(ROUTES.consents);
  });

  it('when it is the state’s page or no step at all, then it stays', () => {
    const at = { pageSequence: SEQUENCE, landing: ROUTES.consents };
    expect(addressedStepRedirect({ ...at, pathname: ROUTES.consents })).toBeNull();
    expect(addressedStepRedirect({ ...at, pathname: paths.myApplication.path })).toBeNull();
    expect(addressedStepRedirect({ ...at, pathname: '/no-such-page' })).toBeNull();
  });

  it('when the state’s page is no step (e-mail not verified yet), then every step leads there', () => {
    expect(
      addressedStepRedirect({
        pathname: ROUTES.personalData,
        pageSequence: SEQUENCE,
        landing: ROUTES.verifyMail,
      }),
    ).toBe(ROUTES.verifyMail);
  });
});
