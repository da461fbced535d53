import type { CatalogOf } from '../../translator';
import type en from './en';

/** Vendime me kujdes në konsolë (vendimet 267, 268). */
const decisions: CatalogOf<typeof en> = {
  confirm: {
    title: {
      APPROVE: 'Ta miratoni këtë identifikim?',
      REJECT: 'Ta refuzoni këtë identifikim?',
      REDO: 'Ta ktheni aplikuesin për korrigjim?',
    },
    lead: {
      APPROVE: 'Aplikuesi vazhdon me hapin tjetër.',
      APPROVE_FOUR_EYES: 'Ky miratim pret një punonjës të dytë kur rregullat e bankës e kërkojnë.',
      REJECT: 'Aplikuesi nuk mund të vazhdojë në internet; ai sheh arsyen tuaj.',
      REDO: 'Aplikuesi korrigjon pjesën e treguar dhe pastaj kthehet në video-telefonatë.',
    },
    decision: 'Vendimi',
    applicant: 'Aplikuesi',
    product: 'Produkti',
    reason: 'Arsyeja',
    part: 'Pjesa për korrigjim',
    outcome: {
      APPROVE: 'Mirato',
      REJECT: 'Refuzo',
      REDO: 'Kthe për korrigjim',
    },
    confirm: {
      APPROVE: 'Mirato',
      REJECT: 'Refuzo',
      REDO: 'Kthe',
    },
    cancel: 'Anulo',
  },
  outcome: {
    heading: 'Vendimi u regjistrua',
    APPROVED: 'U miratua. Aplikuesi vazhdon me hapin tjetër.',
    REJECTED: 'U refuzua. Aplikuesi sheh arsyen tuaj.',
    REDO: 'U kthye për korrigjim. Pas korrigjimit aplikuesi kthehet në telefonatë.',
    AWAITING_SECOND_APPROVAL:
      'E miratuat ju. Miratimi tani pret një punonjës të dytë; aplikuesi është njoftuar.',
    reasons: 'Pse një miratim i dytë: {{reasons}}',
    backToQueue: 'Kthehu te radha',
    fourEyesList: 'Miratimet që presin një palë të dytë sysh',
  },
  reason: {
    PEP: 'Person i ekspozuar politikisht',
    RESIDENT_ABROAD: 'Banon jashtë vendit',
    NAME_MISMATCH: 'Emrat e dhëna nuk përputhen',
    BIRTH_DATE_MISMATCH: 'Datat e lindjes së dhëna nuk përputhen',
    SEX_MISMATCH: 'Gjinia e dhënë nuk përputhet',
    DOCUMENT_MISMATCH: 'Numri ose afati i dokumentit nuk përputhet me dokumentin',
    DOCUMENT_EXPIRED: 'Dokumenti ka skaduar',
    UNDERAGE: 'I mitur sipas dokumentit',
    POSSIBLE_DUPLICATE: 'Dublikatë e mundshme e një aplikuesi tjetër',
    WEAK_FACE_MATCH: 'Përputhje e dobët e fytyrës',
  },
  fourEyes: {
    nav: 'Miratimet e dyta',
    heading: 'Miratimet që presin një palë të dytë sysh',
    lead: 'Një miratim me rrezik të lartë kërkon një punonjës të dytë. Nuk mund ta konfirmoni miratimin që keni dhënë vetë.',
    refresh: 'Rifresko listën',
    empty: 'Asnjë miratim nuk është në pritje.',
    caption: 'Miratimet që presin një punonjës të dytë, më të vjetrat në fillim',
    applicant: 'Aplikuesi',
    product: 'Produkti',
    reasons: 'Pse',
    firstApprover: 'Miratimi i parë',
    waitingSince: 'Miratuar më',
    actions: 'Vendimi',
    approve: 'Mirato: {{name}}',
    approveShort: 'Mirato',
    reject: 'Refuzo: {{name}}',
    rejectShort: 'Refuzo',
    yours: 'Miratimi juaj: e konfirmon një koleg',
    confirmTitle: {
      APPROVE: 'Ta jepni miratimin e dytë?',
      REJECT: 'Ta refuzoni këtë miratim?',
    },
    confirmLead: {
      APPROVE: 'Aplikuesi vazhdon me hapin tjetër. Të dy miratimet regjistrohen.',
      REJECT: 'Aplikuesi nuk mund të vazhdojë në internet; ai sheh arsyen tuaj.',
    },
    reasonLabel: 'Arsyeja e refuzimit (aplikuesi e sheh)',
    reasonShort: 'Shkruani një arsye me të paktën 3 shkronja.',
    approved: '{{name}}: u miratua. Aplikuesi vazhdon me hapin tjetër.',
    rejected: '{{name}}: u refuzua.',
    sameStaff: 'Miratimin e parë e dhatë ju: të dytin duhet ta japë një punonjës tjetër.',
    alreadyDecided: 'Për këtë miratim është vendosur tashmë.',
  },
  relationshipEnd: {
    IN_FUTURE: 'Marrëdhënia nuk mund të përfundojë në të ardhmen.',
    BEFORE_ACCOUNT_OPENED: 'Marrëdhënia nuk mund të përfundojë para hapjes së llogarisë.',
  },
};

export default decisions;
