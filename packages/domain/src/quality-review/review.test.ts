import { describe, expect, it } from 'vitest';
import { ZQualityReportQuery, ZQualityReviewRequest, tallyReport } from './review';

describe('ZQualityReviewRequest (the review form and its route)', () => {
  it('takes "in order" with or without a note, and a finding with its category and note', () => {
    expect(ZQualityReviewRequest.parse({ verdict: 'IN_ORDER', note: '' })).toEqual({
      verdict: 'IN_ORDER',
      note: '',
    });
    expect(
      ZQualityReviewRequest.parse({
        verdict: 'FINDING',
        category: 'SCRIPT_NOT_FOLLOWED',
        note: '  The card name was not asked.  ',
      }),
    ).toEqual({
      verdict: 'FINDING',
      category: 'SCRIPT_NOT_FOLLOWED',
      note: 'The card name was not asked.',
    });
  });

  it('refuses a finding without a category or a note, at that field, with a message key', () => {
    const noCategory = ZQualityReviewRequest.safeParse({ verdict: 'FINDING', note: 'Blurred.' });
    expect(noCategory.error?.issues).toEqual([
      expect.objectContaining({ path: ['category'], message: 'qualityReview.validation.category' }),
    ]);
    const noNote = ZQualityReviewRequest.safeParse({
      verdict: 'FINDING',
      category: 'OTHER',
      note: '  ',
    });
    expect(noNote.error?.issues).toEqual([
      expect.objectContaining({ path: ['note'], message: 'qualityReview.validation.noteRequired' }),
    ]);
    expect(ZQualityReviewRequest.safeParse({ verdict: 'MAYBE', note: '' }).success).toBe(false);
    expect(
      ZQualityReviewRequest.safeParse({ verdict: 'IN_ORDER', note: '', category: 'OTHER' }).success,
    ).toBe(false);
  });

  it('a month is YYYY-MM', () => {
    expect(ZQualityReportQuery.safeParse({ month: '2026-11' }).success).toBe(true);
    expect(ZQualityReportQuery.safeParse({ month: '2026-1' }).success).toBe(false);
    expect(ZQualityReportQuery.safeParse({ month: '2026-00' }).success).toBe(false);
  });
});

describe('tallyReport', () => {
  it('counts finished, sampled, reviewed, in order and findings per category', () => {
    expect(
      tallyReport([
        { sampled: false, verdict: null, category: null },
        { sampled: true, verdict: null, category: null },
        { sampled: true, verdict: 'IN_ORDER', category: null },
        { sampled: true, verdict: 'FINDING', category: 'RECORDING_QUALITY' },
        { sampled: true, verdict: 'FINDING', category: 'RECORDING_QUALITY' },
        { sampled: true, verdict: 'FINDING', category: 'IDENTITY_NOT_VERIFIED' },
      ]),
    ).toEqual({
      finished: 6,
      sampled: 5,
      reviewed: 4,
      inOrder: 1,
      findings: {
        IDENTITY_NOT_VERIFIED: 1,
        DOCUMENT_CHECKS_INCOMPLETE: 0,
        SCRIPT_NOT_FOLLOWED: 0,
        RECORDING_QUALITY: 2,
        OTHER: 0,
      },
    });
  });
});
