export * from './consent-form';
export * from './consent-documents';
