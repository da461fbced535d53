import { DOCUMENT_REFUSAL_CODES, LANGUAGES } from '@onboarding/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { testI18n } from '../../../test/render';
import { localRefusal, refusalKey, refusalKeyOfError } from './refusal-message';

function file(size: number, type: string): File {
  return new File([new Uint8Array(size)], 'photo', { type });
}

describe('refusal messages', () => {
  it.each(LANGUAGES)('has a text for every refusal code of the domain in %s', (language) => {
    const { t } = testI18n(language);
    for (const code of DOCUMENT_REFUSAL_CODES) {
      const text = (t as (key: string) => string)(refusalKey(code));
      expect(text).not.toBe(refusalKey(code));
    }
  });

  it('reads the code of a refused upload, and calls anything else a failed send', () => {
    expect(refusalKeyOfError(new ApiError({ status: 422, code: 'IMAGE_TOO_DARK' }))).toBe(
      'documents.refusal.IMAGE_TOO_DARK',
    );
    expect(refusalKeyOfError(new ApiError({ status: 500, code: 'INTERNAL' }))).toBe(
      'documents.refusal.failed',
    );
    expect(refusalKeyOfError(new TypeError('offline'))).toBe('documents.refusal.failed');
    expect(refusalKey(null)).toBe('documents.refusal.failed');
  });

  it('checks size and type before sending, as the server would (spec 2 §5)', () => {
    expect(localRefusal(file(6_000_000, 'image/jpeg'))).toBeNull();
    expect(localRefusal(file(6_000_001, 'image/jpeg'))).toBe('documents.refusal.FILE_TOO_LARGE');
    expect(localRefusal(file(10, 'image/heic'))).toBe('documents.refusal.FILE_TYPE_NOT_ALLOWED');
    expect(localRefusal(file(0, 'image/png'))).toBe('documents.refusal.FILE_EMPTY');
  });
});
