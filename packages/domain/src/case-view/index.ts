export * from './case-view';
export * from './timeline';
