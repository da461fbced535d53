import { describe, expect, it } from 'vitest';
import { redactUrl } from './request-log';

describe('redactUrl', () => {
  it('redacts the values of credential parameters and keeps the rest', () => {
    expect(
      redactUrl(
        '/services/slo/security/social/auth/google/callback?code=4%2F0Ab&state=xyz&scope=email',
      ),
    ).toBe(
      '/services/slo/security/social/auth/google/callback?code=[redacted]&state=[redacted]&scope=email',
    );
    expect(redactUrl('/x?Token=abc&uid=1294315270665485')).toBe(
      '/x?Token=[redacted]&uid=1294315270665485',
    );
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
  });

  it('leaves a URL without secrets as it is', () => {
    expect(redactUrl('/services/slo/onboarding/prospects/status?uid=1')).toBe(
      '/services/slo/onboarding/prospects/status?uid=1',
    );
    expect(redactUrl('/health')).toBe('/health');
    expect(redactUrl('/x?flag&%E0=1')).toBe('/x?flag&%E0=1');
  });
});
