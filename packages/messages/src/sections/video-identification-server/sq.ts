import type { CatalogOf } from '../../translator';
import type en from './en';

const videoIdentificationServer: CatalogOf<typeof en> = {
  sms: {
    // Without ë and ç: they are outside the GSM 03.38 alphabet and would halve the SMS length.
    callCode: 'Kodi i konfirmimit për identifikimin me video: {{code}}. Vlen 5 minuta.',
  },
  protocol: {
    title: 'Procesverbali i identifikimit me video',
    author: '{{bank}} – hapja e llogarisë në internet',
    footer: '{{title}} – faqja {{page}} nga {{pages}}',
    empty: '—',
    sections: {
      identification: 'Identifikimi',
      network: 'Pajisja dhe rrjeti',
      checklist: 'Lista e kontrollit të operatorit',
      answers: 'Përgjigjet e dhëna në thirrje',
      snapshots: 'Pamjet (SHA-256)',
    },
    fields: {
      bank: 'Banka',
      identificationId: 'Identifikimi',
      applicant: 'Aplikanti',
      process: 'Procesi',
      status: 'Rezultati',
      reason: 'Arsyeja',
      redo: 'Pjesa për t’u ribërë',
      queuedAt: 'Hyri në radhë',
      acceptedAt: 'Thirrja u pranua',
      endedAt: 'Përfundoi',
      operator: 'Operatori',
      language: 'Gjuha e aplikantit',
      browser: 'Shfletuesi',
      camera: 'Kamera',
      download: 'Shkarkimi',
      upload: 'Ngarkimi',
      cardName: 'Emri në kartë',
      phone: 'Telefoni i konfirmuar',
      fourEyesReasons: 'Arsyet për miratimin e dytë',
      firstApprover: 'Miratimi i parë',
      secondStaff: 'Vendimi i dytë',
    },
    checklist: {
      documentGenuine: 'Dokumenti është origjinal',
      faceMatchesDocument: 'Fytyra përputhet me foton e dokumentit',
      dataMatches: 'Të dhënat përputhen',
      securityFeaturesShown: 'Elementet e sigurisë u treguan',
    },
    yes: 'po',
    no: 'jo',
    answer: {
      CONSENT: 'Pëlqimi {{name}}: {{response}}',
      OTP: 'Kodi SMS: {{result}} (përpjekje të mbetura {{attemptsLeft}})',
      CARD_NAME: 'Emri në kartë: {{cardName}}',
    },
    otpConfirmed: 'i konfirmuar',
    otpRefused: 'i refuzuar',
    none: 'asnjë',
    fourEyesReason: {
      PEP: 'person i ekspozuar politikisht',
      RESIDENT_ABROAD: 'banon jashtë vendit',
      NAME_MISMATCH: 'emri nuk përputhet me dokumentin',
      BIRTH_DATE_MISMATCH: 'data e lindjes nuk përputhet me dokumentin',
      SEX_MISMATCH: 'gjinia nuk përputhet me dokumentin',
      DOCUMENT_MISMATCH: 'numri ose afati i dokumentit nuk përputhet me dokumentin',
      DOCUMENT_EXPIRED: 'dokumenti ka skaduar',
      UNDERAGE: 'i mitur sipas dokumentit',
      POSSIBLE_DUPLICATE: 'dublikatë e mundshme e një aplikuesi tjetër',
      WEAK_FACE_MATCH: 'përputhje e dobët e fytyrës',
    },
  },
};

export default videoIdentificationServer;
