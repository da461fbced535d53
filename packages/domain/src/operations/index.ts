/**
 * Operations live (decisions 270, 271): the queue and the day's figures, the arrival alert's
 * rule, and the funnel of applications by the furthest step reached. Staff, under
 * API_BASE_OPERATOR: `GET operations/queue` (ZOperationsQueue), `GET operations/today`
 * (supervisor, ZOperationsToday), `GET operations/funnel?period=` (supervisor, ZFunnel).
 */
export * from './funnel';
export * from './live-figures';
export * from './percentiles';
export * from './periods';
export * from './schemas';
