import type { CatalogOf } from '../../translator';
import type en from './en';

/**
 * Faqja e aplikimit në konsolën e operatorit (decision 265): një aplikim i plotë, me fjalë, me
 * kronologjinë nga gjurma e auditimit; dhe fjalët me të cilat konsola shpreh kodet e aplikuesit.
 */
const casePage: CatalogOf<typeof en> = {
  title: 'Aplikimi',
  heading: 'Aplikimi {{number}}',
  loading: 'Po ngarkohet aplikimi…',
  notFound: 'Në këtë adresë nuk ka asnjë aplikim. Kontrolloni lidhjen dhe provoni përsëri.',
  failed: 'Aplikimi nuk u ngarkua. Provoni përsëri pas pak.',
  retry: 'Provo përsëri',
  header: {
    applicant: 'Aplikuesi',
    applicationNumber: 'Numri i aplikimit',
    product: 'Produkti',
    package: 'Paketa',
    state: 'Gjendja',
    productState: 'Gjendja e produktit',
    startedAt: 'Filluar',
    email: 'E-maili',
    phone: 'Telefoni celular',
    none: 'Asnjë',
  },
  sections: {
    data: 'Të dhënat siç i dha aplikuesi',
    documents: 'Dokumentet e identitetit',
    calls: 'Identifikimi me video',
    contracts: 'Kontratat',
    payments: 'Pagesat',
    timeline: 'Kronologjia',
    evidence: 'Provat',
  },
  data: {
    none: 'Aplikuesi nuk ka futur ende të dhëna personale.',
    ACCOUNT: 'Numri tatimor dhe llogaria',
    taxNumber: 'Numri tatimor',
    iban: 'Llogaria në një bankë tjetër (IBAN)',
  },
  documents: {
    none: 'Nuk është ngarkuar ende asnjë dokument identiteti.',
    image: '{{type}}, {{side}}',
    sides: {
      FRONTVIEW: 'para',
      BACKVIEW: 'prapa',
    },
  },
  calls: {
    none: 'Ende nuk ka identifikim me video.',
    call: 'Thirrja e {{date}}',
    operator: 'Operatori',
    status: 'Rezultati',
    startedAt: 'Filloi',
    endedAt: 'Mbaroi',
    reason: 'Arsyeja',
    snapshots: 'Pamjet',
    noSnapshots: 'Nuk u morën pamje.',
    snapshot: 'Pamje: {{kind}}, {{time}}',
    protocol: 'Shkarko procesverbalin (PDF)',
    protocolPending: 'Procesverbali bëhet kur mbaron thirrja.',
  },
  contracts: {
    none: 'Ende nuk janë përgatitur kontrata.',
    set: 'Kontratat e {{date}}',
    status: {
      READY: 'Presin nënshkrimin',
      SIGNED: 'Të nënshkruara',
      SUPERSEDED: 'Zëvendësuar nga një grup i mëvonshëm',
    },
    signedAt: 'Nënshkruar më {{time}}',
    level: {
      'PAdES-B-B': 'PAdES B-B: i nënshkruar, pa vulë kohore',
      'PAdES-B-T': 'PAdES B-T: i nënshkruar me vulë kohore',
      'PAdES-B-LT': 'PAdES B-LT: me vulë kohore, zinxhirin dhe të dhënat e revokimit në skedar',
    },
    openedAt: 'Hapur më {{time}}',
    notOpened: 'E pahapur',
  },
  payments: {
    caption: 'Pagesat e marra',
    declaredIban: 'Llogaria që deklaroi aplikuesi',
    none: 'Nuk është marrë asnjë pagesë.',
    receivedAt: 'Marrë',
    amount: 'Shuma',
    payer: 'Paguesi',
    payerIban: 'Llogaria e paguesit',
    outcome: 'Rezultati',
    noIban: 'Nuk është dhënë',
    outcomes: {
      MATCHED: 'Përputhet',
      IN_REVIEW: 'Pret një operator',
      ACCEPTED: 'Pranuar nga një operator',
      REFUSED: 'Refuzuar nga një operator',
      UNMATCHED: 'Nuk përputhet me asnjë urdhër',
      ALREADY_PAID: 'Paguar më parë; kthyer',
    },
  },
  evidence: {
    lead: 'Gjithçka që banka mban për këtë aplikim në një ZIP të vulosur. Çdo shkarkim regjistrohet.',
    download: 'Shkarko provat',
    downloading: 'Po përgatiten provat…',
    downloaded: 'Provat u shkarkuan si {{file}}.',
    failed: 'Provat nuk u përgatitën. Provoni përsëri pas pak.',
    supervisorOnly: 'Vetëm një mbikëqyrës mund t’i shkarkojë provat.',
  },
  timeline: {
    none: 'Ende nuk është regjistruar asgjë.',
    when: 'Kur',
    who: 'Kush',
    what: 'Çfarë',
    actors: {
      APPLICANT: 'Aplikuesi',
      SYSTEM: 'Sistemi',
      ANONYMOUS: 'Një vizitor i paidentifikuar',
      unknownStaff: 'Një punonjës',
    },
    kinds: {
      STATE: 'Gjendja',
      CONSENT: 'Pëlqimi',
      DOCUMENT: 'Dokumenti',
      CALL: 'Thirrja me video',
      SEND_BACK: 'Kthyer për korrigjim',
      DECISION: 'Vendimi',
      SIGNATURE: 'Nënshkrimi',
      PAYMENT: 'Pagesa',
      RETENTION: 'Ruajtja',
      OTHER: 'Tjetër',
    },
    change: '{{what}}: {{from}} → {{to}}',
    changeTo: '{{what}}: → {{to}}',
    actions: {
      prospect: {
        created: 'Aplikimi filloi',
        state_changed: 'Gjendja e aplikimit ndryshoi',
        process_changed: 'Produkti ndryshoi',
        info_submitted: 'Të dhënat personale u dërguan',
        second_application_refused:
          'Të dhënat personale u refuzuan: aplikimi i të njëjtit person për këtë produkt është në vazhdim me një llogari tjetër',
        withdrawn: 'Aplikimi u tërhoq',
      },
      product: {
        type_changed: 'Lloji i produktit u ndryshua',
        created: 'Produkti u zgjodh',
        state_changed: 'Gjendja e produktit ndryshoi',
        package_changed: 'Paketa ndryshoi',
        activated: 'Produkti u aktivizua',
      },
      consent: {
        answered: 'Pëlqimet u dhanë',
      },
      consent_documents: {
        created: 'Dokumentet e pëlqimeve u përgatitën',
        accepted: 'Dokumentet e pëlqimeve u pranuan',
      },
      documents: {
        handoff_sms_sent: 'Lidhja për telefonin u dërgua me SMS',
        handoff_created: 'Ngarkimi i dokumenteve vazhdoi në telefon',
      },
      videochat: {
        started: 'Hyri në radhën e pritjes',
        accepted: 'Një operator e mori thirrjen',
        action: 'Një formular u shfaq në thirrje',
        checklist: 'Lista e kontrollit u ruajt',
        face_match: 'U regjistrua sugjerimi i përputhjes së fytyrës',
        liveness_challenge: 'U regjistrua prova e gjallërisë',
        snapshot: 'U mor një pamje',
        otp_sent: 'Kodi i thirrjes u dërgua',
        decided: 'Vendimi për identifikimin',
        ended: 'Thirrja mbaroi',
        protocol: 'Procesverbali u bë',
      },
      contracts: {
        archived: 'Kontratat u arkivuan',
        archive_requested: 'Kontratat u dërguan në arkiv',
        prepared: 'Kontratat u përgatitën',
        document_opened: 'Një kontratë u hap',
        signed: 'Kontratat u nënshkruan',
        signature_failed: 'Nënshkrimi dështoi',
      },
      certificate: {
        data_confirmed: 'Të dhënat e certifikatës u konfirmuan',
        issued: 'Certifikata e nënshkrimit u lëshua',
      },
      signing: {
        code_ended: 'Kodi i nënshkrimit u bllokua pas provave të gabuara',
        code_mismatch: 'U fut një kod i gabuar nënshkrimi',
        code_requested: 'U kërkua kodi i nënshkrimit',
        code_sent: 'Kodi i nënshkrimit u dërgua',
      },
      penny_transfer: {
        opened: 'Urdhërpagesa u shfaq',
        paid: 'Pagesa u mor',
        accepted: 'Pagesa u pranua nga një operator',
        refused: 'Pagesa u refuzua nga një operator',
      },
      payment: {
        unmatched: 'Pagesa nuk u përputh me aplikimin',
        returned: 'Pagesa u kthye',
      },
      account: {
        opened: 'Llogaria u hap',
      },
      branch: {
        chosen: 'Dega u zgjodh',
      },
      welcome: {
        activation_code_renewed: 'Kodi i aktivizimit u rinovua',
        activation_code_used: 'Kodi i aktivizimit u përdor',
        mail_sent: 'U dërgua e-maili i mirëseardhjes',
        shown: 'Faqja e mirëseardhjes u shfaq',
      },
      retention: {
        relationship_end_requested: 'U kërkua përfundimi i marrëdhënies',
        relationship_ended: 'Marrëdhënia me klientin mbaroi',
        case_ended: 'Aplikimi u mbyll për ruajtje',
        case_deleted: 'Aplikimi u fshi pas ruajtjes',
      },
      case: {
        viewed: 'Aplikimi u hap në konsolë',
      },
      case_evidence: {
        refused: 'Shkarkimi i provave u refuzua',
        exported: 'Provat u shkarkuan',
      },
      session: {
        started: 'Hyrje',
        ended: 'Dalje',
      },
      registration: {
        submitted: 'Regjistrimi u dërgua',
        verification_sent: 'U dërgua e-maili i konfirmimit',
      },
      user: {
        email_verified: 'E-maili u konfirmua',
      },
      eligibility: {
        decided: 'U kontrollua përshtatshmëria',
      },
      quality: {
        sampled: 'U përzgjodh për rishikim të cilësisë',
      },
      four_eyes: {
        first_approval: 'U dha miratimi i parë',
        second_decision: 'U vendos për miratimin e dytë',
      },
      deposit: {
        terms_chosen: 'U zgjodhën shuma dhe afati i depozitës',
      },
      process: {
        switched: 'Produkti u ndërrua',
      },
      appointment: {
        booked: 'U rezervua një takim në degë',
      },
      contact_request: {
        created: 'U dërgua një kërkesë për kontakt',
      },
      loan: {
        assessment_started: 'Filloi vlerësimi i kredisë',
        assessment_restarted: 'Vlerësimi i kredisë filloi përsëri',
        assessed: 'Kredia u vlerësua',
        income_confirmed: 'Të ardhurat u konfirmuan',
        offer_selected: 'U zgjodh oferta e kredisë',
        secci_issued: 'U lëshua informacioni parakontraktor (SECCI)',
      },
      open_banking: {
        statement_read: 'Pasqyra bankare u lexua',
      },
      erasure: {
        requested: 'U kërkua fshirja',
        confirmation_sent: 'U dërgua konfirmimi i fshirjes',
        confirmed: 'Fshirja u konfirmua',
        completed: 'Fshirja u krye',
      },
      withdrawal: {
        completed: 'Tërheqja u përfundua',
      },
      loan_application: {
        viewed: 'Aplikimi për kredi u hap në konsolë',
      },
    },
    outcomes: {
      APPROVE: 'miratuar',
      REJECT: 'refuzuar',
      REDO: 'kthyer për të ribërë një hap',
    },
    withOutcome: '{{what}}: {{outcome}}',
  },
  states: {
    PROSPECT_NEW: 'Filluar',
    PROSPECT_EMAIL_CHECKED: 'E-maili u konfirmua',
    PROSPECT_IDS_UPLOADED: 'Dokumentet u ngarkuan',
    PROSPECT_INFO_UPLOADED: 'Të dhënat personale u futën',
    PROSPECT_CONSENTS_UPLOADED: 'Pëlqimet u dhanë',
    PROSPECT_CONSENT_DOCUMENTS_ACCEPTED: 'Gati për identifikimin me video',
    PROSPECT_VERIFIED: 'Identifikuar',
    PROSPECT_REJECTED: 'Refuzuar',
    PROSPECT_REDIRECT_TO_BRANCH: 'Dërguar në degë',
    PRODUCT_NEW: 'Zgjedhur',
    PRODUCT_UPLOADED_DETAILS: 'Detajet u dhanë',
    PRODUCT_EMPLOYMENT_UPLOADED: 'Punësimi u dha',
    PRODUCT_DOCUMENTS_SIGNED: 'Kontratat u nënshkruan',
    PRODUCT_PENNY_TRANSFER_DISPLAYED: 'Pret pagesën e parë',
    PRODUCT_ACTIVE: 'Aktiv',
    PRODUCT_RISK_UPLOADED: 'Pasqyra e pagës u dha',
    PRODUCT_WAITING_OFFER_SELECTION: 'Pret zgjedhjen e ofertës',
    PRODUCT_WAITING_SWITCH_PRODUCT: 'U ofrua një produkt tjetër',
    PRODUCT_OFFER_SELECTED: 'Oferta u zgjodh',
  },
  words: {
    yes: 'Po',
    no: 'Jo',
  },
};

export default casePage;
