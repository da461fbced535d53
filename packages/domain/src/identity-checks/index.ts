export * from './names';
export * from './cross-checks';
