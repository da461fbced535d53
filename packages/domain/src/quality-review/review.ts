import { z } from 'zod';
import { PROCESS_NAMES } from '../processes';
import { ZIdentificationStatus } from '../video-identification/identification';
import { ZIdentificationDetail } from '../video-identification/operator';
import { MONTH_PATTERN, QUALITY_SAMPLE_REASONS } from './sampling';

/**
 * A supervisor's review of a sampled identification (decision 269), under API_BASE_OPERATOR,
 * supervisors only, never the operator who did the call: `GET quality-reviews?state` (the queue),
 * `GET quality-reviews/{identificationId}` (the call's snapshots, protocol and checklist),
 * `POST quality-reviews/{identificationId}` (ZQualityReviewRequest: in order, or a finding),
 * `GET quality-reviews/report?month` (findings per operator and month).
 */

/** What a finding is about: the parts of a remote identification EBA/GL/2022/15 asks a bank to check. */
export const FINDING_CATEGORIES = [
  'IDENTITY_NOT_VERIFIED',
  'DOCUMENT_CHECKS_INCOMPLETE',
  'SCRIPT_NOT_FOLLOWED',
  'RECORDING_QUALITY',
  'OTHER',
] as const;
export type FindingCategory = (typeof FINDING_CATEGORIES)[number];
export const ZFindingCategory = z.enum(FINDING_CATEGORIES, {
  error: 'qualityReview.validation.category',
});

export const REVIEW_VERDICTS = ['IN_ORDER', 'FINDING'] as const;
export type ReviewVerdict = (typeof REVIEW_VERDICTS)[number];
export const ZReviewVerdict = z.enum(REVIEW_VERDICTS, {
  error: 'qualityReview.validation.verdict',
});

export const REVIEW_NOTE_MAX = 1000;

/**
 * `POST quality-reviews/{identificationId}`, the review form's schema too: "in order" with an
 * optional note, or a finding with its category and a note that says what was wrong.
 */
export const ZQualityReviewRequest = z.discriminatedUnion(
  'verdict',
  [
    z
      .object({
        verdict: z.literal('IN_ORDER'),
        note: z.string().trim().max(REVIEW_NOTE_MAX, 'qualityReview.validation.noteLong'),
      })
      .strict(),
    z
      .object({
        verdict: z.literal('FINDING'),
        category: ZFindingCategory,
        note: z
          .string()
          .trim()
          .min(3, 'qualityReview.validation.noteRequired')
          .max(REVIEW_NOTE_MAX, 'qualityReview.validation.noteLong'),
      })
      .strict(),
  ],
  { error: 'qualityReview.validation.verdict' },
);
export type TQualityReviewRequest = z.infer<typeof ZQualityReviewRequest>;

const ZStaffName = z.object({ id: z.string(), fullName: z.string() });

export const ZQualityReview = z.object({
  verdict: ZReviewVerdict,
  category: ZFindingCategory.nullable(),
  note: z.string(),
  reviewer: ZStaffName,
  reviewedAt: z.string(),
});
export type TQualityReview = z.infer<typeof ZQualityReview>;

/** One sampled identification in the queue, with its review once recorded. */
export const ZQualityReviewItem = z.object({
  identificationId: z.string(),
  prospectId: z.string(),
  fullName: z.string(),
  process: z.enum(PROCESS_NAMES),
  outcome: ZIdentificationStatus,
  operator: ZStaffName,
  finishedAt: z.string(),
  sampledAt: z.string(),
  sampleReason: z.enum(QUALITY_SAMPLE_REASONS),
  review: ZQualityReview.nullable(),
});
export type TQualityReviewItem = z.infer<typeof ZQualityReviewItem>;

export const QUALITY_QUEUE_STATES = ['OPEN', 'REVIEWED'] as const;
export const ZQualityQueueQuery = z.object({
  state: z.enum(QUALITY_QUEUE_STATES).default('OPEN'),
});
export type TQualityQueueQuery = z.infer<typeof ZQualityQueueQuery>;

/** `GET quality-reviews?state`: open ones oldest first, reviewed ones newest first. */
export const ZQualityReviewQueue = z.object({ items: z.array(ZQualityReviewItem) });
export type TQualityReviewQueue = z.infer<typeof ZQualityReviewQueue>;

/** `GET quality-reviews/{identificationId}`: the item and what the reviewer looks at. */
export const ZQualityReviewView = z.object({
  item: ZQualityReviewItem,
  identification: ZIdentificationDetail,
  /** The protocol PDF is made by a job after the call: until then there is nothing to open. */
  protocolReady: z.boolean(),
});
export type TQualityReviewView = z.infer<typeof ZQualityReviewView>;

export const ZQualityReportQuery = z.object({
  month: z.string().regex(MONTH_PATTERN, 'qualityReview.validation.month'),
});
export type TQualityReportQuery = z.infer<typeof ZQualityReportQuery>;

const ZFindingCounts = z.object(
  Object.fromEntries(FINDING_CATEGORIES.map((category) => [category, z.number().int()])) as Record<
    FindingCategory,
    z.ZodNumber
  >,
);
export type TFindingCounts = z.infer<typeof ZFindingCounts>;

/** One operator's month: identifications finished, sampled, reviewed, in order, findings by category. */
export const ZQualityReportRow = z.object({
  operator: ZStaffName,
  finished: z.number().int(),
  sampled: z.number().int(),
  reviewed: z.number().int(),
  inOrder: z.number().int(),
  findings: ZFindingCounts,
});
export type TQualityReportRow = z.infer<typeof ZQualityReportRow>;

/** `GET quality-reviews/report?month=YYYY-MM`: by the month the identification finished in. */
export const ZQualityReport = z.object({
  month: z.string(),
  operators: z.array(ZQualityReportRow),
  total: ZQualityReportRow.omit({ operator: true }),
});
export type TQualityReport = z.infer<typeof ZQualityReport>;

/** No finding yet in any category. */
export function noFindings(): TFindingCounts {
  return Object.fromEntries(FINDING_CATEGORIES.map((category) => [category, 0])) as TFindingCounts;
}

/** One line of the report as its reviews add up (finished, sampled and reviewed ones). */
export interface ReportEntry {
  readonly sampled: boolean;
  readonly verdict: ReviewVerdict | null;
  readonly category: FindingCategory | null;
}

/** Adds up one operator's (or everyone's) identifications of the month into the report's counts. */
export function tallyReport(entries: readonly ReportEntry[]): Omit<TQualityReportRow, 'operator'> {
  const findings = noFindings();
  let sampled = 0;
  let reviewed = 0;
  let inOrder = 0;
  for (const entry of entries) {
    if (entry.sampled) sampled += 1;
    if (entry.verdict === null) continue;
    reviewed += 1;
    if (entry.verdict === 'IN_ORDER') inOrder += 1;
    else findings[entry.category ?? 'OTHER'] += 1;
  }
  return { finished: entries.length, sampled, reviewed, inOrder, findings };
}
