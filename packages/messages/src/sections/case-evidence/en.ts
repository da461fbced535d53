/**
 * The operator console's case evidence export (decision 151): a supervisor
 * enters an application's id and downloads its evidence as one ZIP.
 */
const caseEvidence = {
  nav: 'Case evidence',
  heading: 'Case evidence',
  lead: 'Download everything the bank holds about one application as a single ZIP: the timeline, the consents, documents, video identification, signed contracts and a manifest of every file with its SHA-256, sealed with the bank’s key. Every download is recorded.',
  idLabel: 'Application id',
  idHint: 'The prospect id, for example 3f2b8c1e-5d4a-4e6b-9c8d-7a1b2c3d4e5f.',
  download: 'Download the evidence',
  downloading: 'Preparing the evidence…',
  downloaded: 'The evidence of application {{id}} was downloaded as {{file}}.',
  errors: {
    idMissing: 'Enter the application id.',
    idInvalid: 'An application id has 36 characters: 8-4-4-4-12 digits and letters a–f.',
    notFound: 'No application has this id. Check it and try again.',
    refused: 'Only a supervisor may export a case. The attempt was recorded.',
    failed: 'The evidence could not be prepared. Try again in a moment.',
  },
};

export default caseEvidence;
