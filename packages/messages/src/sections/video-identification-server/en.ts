/**
 * Texts the server writes about a video identification (decision 132): the in-call SMS code and the
 * PDF protocol (evidence). SMS texts keep to the GSM 03.38 alphabet where the language allows.
 */
const videoIdentificationServer = {
  sms: {
    callCode: 'Your confirmation code for the video identification: {{code}}. Valid for 5 minutes.',
  },
  protocol: {
    title: 'Video identification protocol',
    author: '{{bank}} – online account opening',
    footer: '{{title}} – page {{page}} of {{pages}}',
    empty: '—',
    sections: {
      identification: 'Identification',
      network: 'Device and network',
      checklist: 'Operator’s checklist',
      answers: 'Answers given in the call',
      snapshots: 'Snapshots (SHA-256)',
    },
    fields: {
      bank: 'Bank',
      identificationId: 'Identification',
      applicant: 'Applicant',
      process: 'Process',
      status: 'Outcome',
      reason: 'Reason',
      redo: 'Part to redo',
      queuedAt: 'Joined the queue',
      acceptedAt: 'Call accepted',
      endedAt: 'Ended',
      operator: 'Operator',
      language: 'Applicant’s language',
      browser: 'Browser',
      camera: 'Camera',
      download: 'Download',
      upload: 'Upload',
      cardName: 'Name on the card',
      phone: 'Phone confirmed',
      fourEyesReasons: 'Reasons for a second approval',
      firstApprover: 'First approval',
      secondStaff: 'Second decision',
    },
    checklist: {
      documentGenuine: 'The document is genuine',
      faceMatchesDocument: 'The face matches the document photo',
      dataMatches: 'The data matches',
      securityFeaturesShown: 'The security features were shown',
    },
    yes: 'yes',
    no: 'no',
    answer: {
      CONSENT: 'Consent {{name}}: {{response}}',
      OTP: 'SMS code: {{result}} (tries left {{attemptsLeft}})',
      CARD_NAME: 'Name on the card: {{cardName}}',
    },
    otpConfirmed: 'confirmed',
    otpRefused: 'refused',
    none: 'none',
    fourEyesReason: {
      PEP: 'politically exposed person',
      RESIDENT_ABROAD: 'lives abroad',
      NAME_MISMATCH: 'name does not match the document',
      BIRTH_DATE_MISMATCH: 'birth date does not match the document',
      SEX_MISMATCH: 'sex does not match the document',
      DOCUMENT_MISMATCH: 'document number or expiry does not match the document',
      DOCUMENT_EXPIRED: 'the document has expired',
      UNDERAGE: 'under age by the document',
      POSSIBLE_DUPLICATE: 'possible duplicate of another applicant',
      WEAK_FACE_MATCH: 'weak face match',
    },
  },
};

export type VideoIdentificationServerMessages = typeof videoIdentificationServer;

export default videoIdentificationServer;
