import type { CatalogOf } from '../../translator';
import type en from './en';

const videoIdentificationServer: CatalogOf<typeof en> = {
  sms: {
    // Without č, š and ž: they are outside the GSM 03.38 alphabet and would halve the SMS length.
    callCode: 'Vaša potrditvena koda za video identifikacijo: {{code}}. Velja 5 minut.',
  },
  protocol: {
    title: 'Zapisnik video identifikacije',
    author: '{{bank}} – spletno odpiranje računa',
    footer: '{{title}} – stran {{page}} od {{pages}}',
    empty: '—',
    sections: {
      identification: 'Identifikacija',
      network: 'Naprava in omrežje',
      checklist: 'Kontrolni seznam operaterja',
      answers: 'Odgovori v klicu',
      snapshots: 'Posnetki (SHA-256)',
    },
    fields: {
      bank: 'Banka',
      identificationId: 'Identifikacija',
      applicant: 'Stranka',
      process: 'Postopek',
      status: 'Izid',
      reason: 'Razlog',
      redo: 'Del za ponovitev',
      queuedAt: 'V čakalni vrsti od',
      acceptedAt: 'Klic sprejet',
      endedAt: 'Konec',
      operator: 'Operater',
      language: 'Jezik stranke',
      browser: 'Brskalnik',
      camera: 'Kamera',
      download: 'Prenos',
      upload: 'Nalaganje',
      cardName: 'Ime na kartici',
      phone: 'Potrjen telefon',
      fourEyesReasons: 'Razlogi za drugo odobritev',
      firstApprover: 'Prva odobritev',
      secondStaff: 'Druga odločitev',
    },
    checklist: {
      documentGenuine: 'Dokument je pristen',
      faceMatchesDocument: 'Obraz se ujema s fotografijo v dokumentu',
      dataMatches: 'Podatki se ujemajo',
      securityFeaturesShown: 'Zaščitni elementi so bili pokazani',
    },
    yes: 'da',
    no: 'ne',
    answer: {
      CONSENT: 'Soglasje {{name}}: {{response}}',
      OTP: 'Koda SMS: {{result}} (preostali poskusi {{attemptsLeft}})',
      CARD_NAME: 'Ime na kartici: {{cardName}}',
    },
    otpConfirmed: 'potrjena',
    otpRefused: 'zavrnjena',
    none: 'nič',
    fourEyesReason: {
      PEP: 'politično izpostavljena oseba',
      RESIDENT_ABROAD: 'prebivališče v tujini',
      NAME_MISMATCH: 'ime se ne ujema z dokumentom',
      BIRTH_DATE_MISMATCH: 'datum rojstva se ne ujema z dokumentom',
      SEX_MISMATCH: 'spol se ne ujema z dokumentom',
      DOCUMENT_MISMATCH: 'številka ali veljavnost dokumenta se ne ujema z dokumentom',
      DOCUMENT_EXPIRED: 'dokumentu je potekla veljavnost',
      UNDERAGE: 'po dokumentu mladoleten',
      POSSIBLE_DUPLICATE: 'morebitni dvojnik drugega vlagatelja',
      WEAK_FACE_MATCH: 'šibko ujemanje obraza',
    },
  },
};

export default videoIdentificationServer;
