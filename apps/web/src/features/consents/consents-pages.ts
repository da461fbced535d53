// The two consents screens share one lazily loaded chunk (decision 034).
export { ConsentsPage } from './consents-page';
export { ConsentDocumentsPage } from './consent-documents-page';
