export * from './api';
export * from './choice';
export * from './day-count';
export * from './quote';
export * from './rate-table';
export * from './funding';
export * from './example';
