/**
 * Signing (decisions 141 and 142): the certificate of /certificate and the contracts of
 * /signcontract. Applicant, under /services/slo, session cookie, `{id}` the prospect's:
 * `GET prospects/{id}/certificate` (ZCertificateStep), `POST …/certificate/code`
 * (ZCertificateCodeRequest → ZSigningCodeSent), `POST …/certificate` (ZIssueCertificateRequest →
 * ZCertificateStep); `GET prospects/{id}/contracts` (ZContractSet; made in the page's language when
 * missing or in another one), `GET …/contracts/{documentId}` (the PDF; records it opened),
 * `GET …/contracts/{documentId}/signed`, `PATCH …/contracts/start|end` (ZContractsBracket),
 * `POST …/contracts/code` (ZContractsCodeRequest → ZSigningCodeSent; 429 within a minute),
 * `POST …/contracts/sign` (ZSignContractsRequest → ZContractSet). Older helpers:
 * `POST /services/cib/documents/getdocumentlist {id}`, `POST …/getsingledocument {id}`.
 */
export * from './rules';
export * from './contracts';
export * from './certificate';
export * from './manifest';
export * from './sms';
