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
      faceMatch: 'Face match hint (the operator decides)',
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
      faceMatchResult: 'Result',
      faceMatchFrames: 'Frames',
      faceMatchLiveness: 'Liveness hints',
      faceMatchModel: 'Model',
      faceMatchThresholds: 'Bands',
      faceMatchAt: 'Run at',
      livenessChallenge: 'Liveness challenge',
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
    faceMatch: {
      notRun: 'Not run.',
      result: '{{band}} (similarity {{similarity}})',
      frames: 'a face in {{withFace}} of {{analysed}} frames; a face on the document: {{document}}',
      liveness: 'anti-spoof “real” {{real}}, liveness {{live}}',
      thresholds: 'strong from {{strong}}, uncertain from {{uncertain}}, weak below',
      band: {
        STRONG: 'strong',
        UNCERTAIN: 'uncertain',
        WEAK: 'weak',
        NO_FACE: 'no face found',
      },
    },
    challenge: {
      result: '{{headTurn}}, {{blink}} (a face in {{withFace}} of {{analysed}} frames; {{at}})',
      headTurn: { seen: 'head turn seen', notSeen: 'no head turn seen' },
      blink: { seen: 'blink seen', notSeen: 'no blink seen' },
    },
    fourEyesReason: {
      PEP: 'politically exposed person',
      RESIDENT_ABROAD: 'lives abroad',
      NAME_MISMATCH: 'the names given do not agree',
      BIRTH_DATE_MISMATCH: 'the birth dates given do not agree',
      SEX_MISMATCH: 'the sex given does not agree',
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
