export * from './long-process';
