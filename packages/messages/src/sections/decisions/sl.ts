import type { CatalogOf } from '../../translator';
import type en from './en';

/** Premišljene odločitve v konzoli (odločitvi 267, 268). */
const decisions: CatalogOf<typeof en> = {
  confirm: {
    title: {
      APPROVE: 'Odobrim to identifikacijo?',
      REJECT: 'Zavrnem to identifikacijo?',
      REDO: 'Vrnem vlagatelja na popravek?',
    },
    lead: {
      APPROVE: 'Vlagatelj nadaljuje z naslednjim korakom.',
      APPROVE_FOUR_EYES:
        'Ta odobritev počaka na drugega sodelavca, kadar to zahtevajo pravila banke.',
      REJECT: 'Vlagatelj ne more nadaljevati prek spleta; vidi vaš razlog.',
      REDO: 'Vlagatelj popravi navedeni del in se nato vrne v video klic.',
    },
    decision: 'Odločitev',
    applicant: 'Vlagatelj',
    product: 'Produkt',
    reason: 'Razlog',
    part: 'Del za popravek',
    outcome: {
      APPROVE: 'Odobri',
      REJECT: 'Zavrni',
      REDO: 'Vrni na popravek',
    },
    confirm: {
      APPROVE: 'Odobri',
      REJECT: 'Zavrni',
      REDO: 'Vrni',
    },
    cancel: 'Prekliči',
  },
  outcome: {
    heading: 'Odločitev je zabeležena',
    APPROVED: 'Odobreno. Vlagatelj nadaljuje z naslednjim korakom.',
    REJECTED: 'Zavrnjeno. Vlagatelj vidi vaš razlog.',
    REDO: 'Vrnjeno na popravek. Po popravku se vlagatelj vrne v klic.',
    AWAITING_SECOND_APPROVAL:
      'Vi ste odobrili. Odobritev zdaj čaka na drugega sodelavca; vlagatelj je obveščen.',
    reasons: 'Zakaj druga odobritev: {{reasons}}',
    backToQueue: 'Nazaj na čakalno vrsto',
    fourEyesList: 'Odobritve, ki čakajo na drugi par oči',
  },
  reason: {
    PEP: 'Politično izpostavljena oseba',
    RESIDENT_ABROAD: 'Prebivališče v tujini',
    NAME_MISMATCH: 'Navedena imena se ne ujemajo',
    BIRTH_DATE_MISMATCH: 'Navedeni datumi rojstva se ne ujemajo',
    SEX_MISMATCH: 'Navedeni spol se ne ujema',
    DOCUMENT_MISMATCH: 'Številka ali veljavnost dokumenta se ne ujema z dokumentom',
    DOCUMENT_EXPIRED: 'Dokumentu je potekla veljavnost',
    UNDERAGE: 'Po dokumentu mladoleten',
    POSSIBLE_DUPLICATE: 'Morebitni dvojnik drugega vlagatelja',
    WEAK_FACE_MATCH: 'Šibko ujemanje obraza',
  },
  fourEyes: {
    nav: 'Druge odobritve',
    heading: 'Odobritve, ki čakajo na drugi par oči',
    lead: 'Odobritev z visokim tveganjem potrdi še drug sodelavec. Svoje odobritve ne morete potrditi sami.',
    refresh: 'Osveži seznam',
    empty: 'Nobena odobritev ne čaka.',
    caption: 'Odobritve, ki čakajo na drugega sodelavca, najdlje čakajoče najprej',
    applicant: 'Vlagatelj',
    product: 'Produkt',
    reasons: 'Zakaj',
    firstApprover: 'Prva odobritev',
    waitingSince: 'Odobreno',
    actions: 'Odločitev',
    approve: 'Odobri: {{name}}',
    approveShort: 'Odobri',
    reject: 'Zavrni: {{name}}',
    rejectShort: 'Zavrni',
    yours: 'Vaša odobritev: potrdi jo sodelavec',
    confirmTitle: {
      APPROVE: 'Dam drugo odobritev?',
      REJECT: 'Zavrnem to odobritev?',
    },
    confirmLead: {
      APPROVE: 'Vlagatelj nadaljuje z naslednjim korakom. Obe odobritvi sta zabeleženi.',
      REJECT: 'Vlagatelj ne more nadaljevati prek spleta; vidi vaš razlog.',
    },
    reasonLabel: 'Razlog za zavrnitev (vlagatelj ga vidi)',
    reasonShort: 'Napišite razlog z vsaj 3 znaki.',
    approved: '{{name}}: odobreno. Vlagatelj nadaljuje z naslednjim korakom.',
    rejected: '{{name}}: zavrnjeno.',
    sameStaff: 'Prvo odobritev ste dali vi: drugo mora dati drug sodelavec.',
    alreadyDecided: 'O tej odobritvi je že odločeno.',
  },
  relationshipEnd: {
    IN_FUTURE: 'Razmerje se ne more končati v prihodnosti.',
    BEFORE_ACCOUNT_OPENED: 'Razmerje se ne more končati pred odprtjem računa.',
  },
};

export default decisions;
