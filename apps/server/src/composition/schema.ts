// Every table of the server, gathered from the modules that own them (DESIGN "Composition": each
// module declares its own tables; habit 2: only that module reads and writes them). Drizzle's typed
// database and drizzle-kit read this list; drizzle-kit turns changes into the SQL migrations in
// apps/server/drizzle/, one history for PGlite and PostgreSQL alike.

export * from '../infra/audit/tables';
export * from '../infra/device-cookie/tables';
export * from '../infra/idempotency/tables';
export * from '../infra/outbox/tables';
export * from '../infra/rate-limit/tables';
export * from '../infra/signing/tables';
export * from '../modules/appointments/tables';
export * from '../modules/bank-accounts/tables';
export * from '../modules/branches/tables';
export * from '../modules/case-search/tables';
export * from '../modules/cms/tables';
export * from '../modules/consent-documents/tables';
export * from '../modules/consents/tables';
export * from '../modules/data-retention/tables';
export * from '../modules/contracts/tables';
export * from '../modules/document-archive/tables';
export * from '../modules/document-reading/tables';
export * from '../modules/documents/tables';
export * from '../modules/deposits/tables';
export * from '../modules/dossiers/tables';
export * from '../modules/eligibility/tables';
export * from '../modules/four-eyes/tables';
export * from '../modules/handoff/tables';
export * from '../modules/leaving/tables';
export * from '../modules/loans/tables';
export * from '../modules/personal-data/tables';
export * from '../modules/products/tables';
export * from '../modules/prospects/tables';
export * from '../modules/quality-review/tables';
export * from '../modules/risk-documents/tables';
export * from '../modules/security/tables';
export * from '../modules/penny-transfer/tables';
export * from '../modules/open-banking/tables';
export * from '../modules/messaging/tables';
export * from '../modules/staff/tables';
export * from '../modules/video-identification/tables';
export * from '../modules/welcome/tables';
