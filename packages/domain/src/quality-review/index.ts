// startOfLocalDay is exported by local-time.ts, where it lives.
export {
  MONTH_PATTERN,
  QUALITY_DRAW_SCALE,
  QUALITY_REVIEW_DEFAULT_SHARE_PERCENT,
  QUALITY_SAMPLE_REASONS,
  isDrawnForReview,
  monthOf,
  monthPeriod,
  weekBefore,
  type Period,
  type QualitySampleReason,
} from './sampling';
export * from './review';
