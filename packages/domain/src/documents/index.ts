/**
 * Identity documents and uploads (decision 070; spec 2 §3–§5, spec 3 §7). Every path is under
 * /services/slo. Desktop (session cookie): `PATCH onboarding/prospects/{id}/idtype?type=ID|PP` picks
 * the document (answers ZIdDocumentStatus); `POST onboarding/documents` (ZDocumentUploadRequest,
 * base64 `content`, `side` for ID/PP/STUDENT_CARD) stores one file and answers ZDocument (a refusal:
 * 400/413 with an UPLOAD_REFUSAL_CODES code, 422 with an IMAGE_QUALITY_CODES code, the side then
 * REJECTED); `GET onboarding/documents?type&uid` (ZDocumentsResponse), `GET onboarding/documents/{id}`
 * (ZDocumentWithContent), `DELETE onboarding/documents/{id}` (ZDeletedResponse);
 * `GET onboarding/images?uid` (ZIdDocumentStatus: the sides of the chosen type and their states),
 * `GET onboarding/images/{id}` (the re-encoded bytes, for <img src>), `DELETE onboarding/images/{id}`;
 * `POST onboarding/setIDDocument` (ZSetIdDocumentRequest → ZSetIdDocumentResponse: prospect now
 * PROSPECT_IDS_UPLOADED, go to /personaldata). Hand-off to the phone: `POST
 * onboarding/documents/handoff` (→ ZHandoffLink: tid, token, link for the QR code, refreshAt),
 * `POST onboarding/documents/handoff/{tid}/sms` (ZHandoffSmsForm), `GET
 * onboarding/documents/handoff/{tid}` (ZHandoffStatus, for polling), `GET
 * onboarding/prospects/{id}/images/transactions` (ZImageTransactionsResponse), the websocket
 * NOTIFICATIONS_PATH (ZNotificationClientMessage / ZNotificationServerMessage). Phone: `POST
 * onboarding/documents/handoff/session` ({ token } → ZHandoffSession and a hand-off cookie), `POST
 * onboarding/prospects/{id}/noauth/images/receivedsms?tid`, then with the hand-off cookie only:
 * idtype, POST documents (ID/PP only), GET/DELETE images, GET images?uid, the status, and `POST
 * onboarding/documents/handoff/{tid}/finalize` (→ ZHandoffStatus FINALIZED; same effect as
 * setIDDocument). Resume a phone at `handoffResumeRoute(status.documents)`.
 */
export * from './types';
export * from './quality';
export * from './requests';
export * from './handoff';
export * from './handoff-address';
