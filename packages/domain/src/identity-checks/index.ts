export * from './names';
export * from './cross-checks';
export * from './duplicates';
