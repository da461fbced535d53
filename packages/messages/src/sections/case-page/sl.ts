import type { CatalogOf } from '../../translator';
import type en from './en';

/**
 * Stran vloge v operaterski konzoli (decision 265): ena vloga v celoti, z besedami, s časovnico
 * iz revizijske sledi; in besede, s katerimi konzola pove prosilčeve kode.
 */
const casePage: CatalogOf<typeof en> = {
  title: 'Vloga',
  heading: 'Vloga {{number}}',
  loading: 'Nalagamo vlogo …',
  notFound: 'Na tem naslovu ni nobene vloge. Preverite povezavo in poskusite znova.',
  failed: 'Vloge ni bilo mogoče naložiti. Čez trenutek poskusite znova.',
  retry: 'Poskusi znova',
  header: {
    applicant: 'Prosilec',
    applicationNumber: 'Številka vloge',
    product: 'Produkt',
    package: 'Paket',
    state: 'Stanje',
    productState: 'Stanje produkta',
    startedAt: 'Začeta',
    email: 'E-pošta',
    phone: 'Mobilni telefon',
    none: 'Ni podatka',
  },
  sections: {
    data: 'Podatki, kot jih je vnesel prosilec',
    documents: 'Osebni dokumenti',
    calls: 'Video identifikacija',
    contracts: 'Pogodbe',
    payments: 'Plačila',
    timeline: 'Časovnica',
    evidence: 'Dokazi',
  },
  data: {
    none: 'Prosilec še ni vnesel osebnih podatkov.',
    ACCOUNT: 'Davčna številka in račun',
    taxNumber: 'Davčna številka',
    iban: 'Račun pri drugi banki (IBAN)',
  },
  documents: {
    none: 'Osebni dokument še ni naložen.',
    image: '{{type}}, {{side}}',
    sides: {
      FRONTVIEW: 'sprednja stran',
      BACKVIEW: 'zadnja stran',
    },
  },
  calls: {
    none: 'Video identifikacije še ni bilo.',
    call: 'Klic {{date}}',
    operator: 'Operater',
    status: 'Izid',
    startedAt: 'Začetek',
    endedAt: 'Konec',
    reason: 'Razlog',
    snapshots: 'Posnetki',
    noSnapshots: 'Posnetkov ni.',
    snapshot: 'Posnetek: {{kind}}, {{time}}',
    protocol: 'Prenesi zapisnik (PDF)',
    protocolPending: 'Zapisnik nastane, ko se klic konča.',
  },
  contracts: {
    none: 'Pogodbe še niso pripravljene.',
    set: 'Pogodbe z dne {{date}}',
    status: {
      READY: 'Čakajo na podpis',
      SIGNED: 'Podpisane',
      SUPERSEDED: 'Nadomeščene s poznejšimi',
    },
    signedAt: 'Podpisano {{time}}',
    level: {
      'PAdES-B-B': 'PAdES B-B: podpisano, brez časovnega žiga',
      'PAdES-B-T': 'PAdES B-T: podpisano s časovnim žigom',
      'PAdES-B-LT': 'PAdES B-LT: s časovnim žigom, verigo in podatki o preklicu v datoteki',
    },
    openedAt: 'Odprto {{time}}',
    notOpened: 'Ni odprto',
  },
  payments: {
    caption: 'Prejeta plačila',
    declaredIban: 'Račun, ki ga je navedel prosilec',
    none: 'Plačila še ni.',
    receivedAt: 'Prejeto',
    amount: 'Znesek',
    payer: 'Plačnik',
    payerIban: 'Račun plačnika',
    outcome: 'Izid',
    noIban: 'Ni podan',
    outcomes: {
      MATCHED: 'Ujema se',
      IN_REVIEW: 'Čaka na operaterja',
      ACCEPTED: 'Operater je sprejel',
      REFUSED: 'Operater je zavrnil',
      UNMATCHED: 'Ne ustreza nobenemu nalogu',
      ALREADY_PAID: 'Že plačano; vrnjeno',
    },
  },
  evidence: {
    lead: 'Vse, kar banka hrani o tej vlogi, v eni zapečateni datoteki ZIP. Vsak prenos se zabeleži.',
    download: 'Prenesi dokaze',
    downloading: 'Pripravljamo dokaze …',
    downloaded: 'Dokazi so preneseni kot {{file}}.',
    failed: 'Dokazov ni bilo mogoče pripraviti. Čez trenutek poskusite znova.',
    supervisorOnly: 'Dokaze lahko prenese le nadzornik.',
  },
  timeline: {
    none: 'Zabeleženega še ni ničesar.',
    when: 'Kdaj',
    who: 'Kdo',
    what: 'Kaj',
    actors: {
      APPLICANT: 'Prosilec',
      SYSTEM: 'Sistem',
      ANONYMOUS: 'Neprijavljen obiskovalec',
      unknownStaff: 'Zaposleni',
    },
    kinds: {
      STATE: 'Stanje',
      CONSENT: 'Soglasje',
      DOCUMENT: 'Dokument',
      CALL: 'Video klic',
      SEND_BACK: 'Vrnjeno v popravek',
      DECISION: 'Odločitev',
      SIGNATURE: 'Podpis',
      PAYMENT: 'Plačilo',
      RETENTION: 'Hramba',
      OTHER: 'Drugo',
    },
    change: '{{what}}: {{from}} → {{to}}',
    changeTo: '{{what}}: → {{to}}',
    actions: {
      prospect: {
        created: 'Vloga začeta',
        state_changed: 'Stanje vloge spremenjeno',
        process_changed: 'Produkt zamenjan',
        info_submitted: 'Osebni podatki oddani',
        second_application_refused:
          'Osebni podatki zavrnjeni: vloga iste osebe za ta produkt že poteka pod drugim računom',
        withdrawn: 'Vloga umaknjena',
      },
      product: {
        type_changed: 'Vrsta produkta spremenjena',
        created: 'Produkt izbran',
        state_changed: 'Stanje produkta spremenjeno',
        package_changed: 'Paket zamenjan',
        activated: 'Produkt aktiviran',
      },
      consent: {
        answered: 'Soglasja podana',
      },
      consent_documents: {
        created: 'Dokumenti soglasij pripravljeni',
        accepted: 'Dokumenti soglasij sprejeti',
      },
      documents: {
        handoff_sms_sent: 'Povezava za telefon poslana po SMS',
        handoff_created: 'Nalaganje dokumentov nadaljevano na telefonu',
      },
      videochat: {
        started: 'Vstop v čakalno vrsto',
        accepted: 'Operater je prevzel klic',
        action: 'Obrazec prikazan v klicu',
        checklist: 'Kontrolni seznam shranjen',
        face_match: 'Namig ujemanja obraza zabeležen',
        liveness_challenge: 'Preizkus živosti zabeležen',
        snapshot: 'Posnetek shranjen',
        otp_sent: 'Koda klica poslana',
        decided: 'Odločitev o identifikaciji',
        ended: 'Klic končan',
        protocol: 'Zapisnik pripravljen',
      },
      contracts: {
        archived: 'Pogodbe arhivirane',
        archive_requested: 'Pogodbe poslane v arhiv',
        prepared: 'Pogodbe pripravljene',
        document_opened: 'Pogodba odprta',
        signed: 'Pogodbe podpisane',
        signature_failed: 'Podpis ni uspel',
      },
      certificate: {
        data_confirmed: 'Podatki za potrdilo potrjeni',
        issued: 'Potrdilo za podpis izdano',
      },
      signing: {
        code_ended: 'Koda za podpis blokirana po napačnih poskusih',
        code_mismatch: 'Vnesena napačna koda za podpis',
        code_requested: 'Zahtevana koda za podpis',
        code_sent: 'Koda za podpis poslana',
      },
      penny_transfer: {
        opened: 'Plačilni nalog prikazan',
        paid: 'Plačilo prejeto',
        accepted: 'Operater je plačilo sprejel',
        refused: 'Operater je plačilo zavrnil',
      },
      payment: {
        unmatched: 'Plačilo ni povezano z vlogo',
        returned: 'Plačilo vrnjeno',
      },
      account: {
        opened: 'Račun odprt',
      },
      branch: {
        chosen: 'Poslovalnica izbrana',
      },
      welcome: {
        activation_code_renewed: 'Aktivacijska koda obnovljena',
        activation_code_used: 'Aktivacijska koda uporabljena',
        mail_sent: 'Poslano pozdravno e-sporočilo',
        shown: 'Prikazana pozdravna stran',
      },
      retention: {
        relationship_end_requested: 'Zahtevan konec poslovnega razmerja',
        relationship_ended: 'Poslovno razmerje končano',
        case_ended: 'Vloga zaključena za hrambo',
        case_deleted: 'Vloga izbrisana po izteku hrambe',
      },
      case: {
        viewed: 'Vloga odprta v konzoli',
      },
      case_evidence: {
        refused: 'Prenos dokazil zavrnjen',
        exported: 'Dokazi preneseni',
      },
      session: {
        started: 'Prijava',
        ended: 'Odjava',
      },
      registration: {
        submitted: 'Registracija oddana',
        verification_sent: 'Poslano potrditveno e-sporočilo',
      },
      user: {
        email_verified: 'E-naslov potrjen',
      },
      eligibility: {
        decided: 'Preverjena upravičenost',
      },
      quality: {
        sampled: 'Izbrano za pregled kakovosti',
      },
      four_eyes: {
        first_approval: 'Dana prva odobritev',
        second_decision: 'Odločeno o drugi odobritvi',
      },
      deposit: {
        terms_chosen: 'Izbrana sta znesek in doba vezave',
      },
      process: {
        switched: 'Produkt zamenjan',
      },
      appointment: {
        booked: 'Rezerviran termin v poslovalnici',
      },
      contact_request: {
        created: 'Poslana prošnja za stik',
      },
      loan: {
        assessment_started: 'Začeta ocena kredita',
        assessment_restarted: 'Ocena kredita začeta znova',
        assessed: 'Kredit ocenjen',
        income_confirmed: 'Dohodek potrjen',
        offer_selected: 'Izbrana ponudba kredita',
        secci_issued: 'Izdane predpogodbene informacije (SECCI)',
      },
      open_banking: {
        statement_read: 'Bančni izpisek prebran',
      },
      erasure: {
        requested: 'Zahtevan izbris',
        confirmation_sent: 'Poslana potrditev izbrisa',
        confirmed: 'Izbris potrjen',
        completed: 'Izbris opravljen',
      },
      withdrawal: {
        completed: 'Umik vloge zaključen',
      },
      loan_application: {
        viewed: 'Vloga za kredit odprta v konzoli',
      },
    },
    outcomes: {
      APPROVE: 'odobreno',
      REJECT: 'zavrnjeno',
      REDO: 'vrnjeno v popravek',
    },
    withOutcome: '{{what}}: {{outcome}}',
  },
  states: {
    PROSPECT_NEW: 'Začeta',
    PROSPECT_EMAIL_CHECKED: 'E-pošta potrjena',
    PROSPECT_IDS_UPLOADED: 'Dokumenti naloženi',
    PROSPECT_INFO_UPLOADED: 'Osebni podatki vneseni',
    PROSPECT_CONSENTS_UPLOADED: 'Soglasja podana',
    PROSPECT_CONSENT_DOCUMENTS_ACCEPTED: 'Pripravljena na video identifikacijo',
    PROSPECT_VERIFIED: 'Identificiran',
    PROSPECT_REJECTED: 'Zavrnjena',
    PROSPECT_REDIRECT_TO_BRANCH: 'Napoten v poslovalnico',
    PRODUCT_NEW: 'Izbran',
    PRODUCT_UPLOADED_DETAILS: 'Podrobnosti podane',
    PRODUCT_EMPLOYMENT_UPLOADED: 'Zaposlitev podana',
    PRODUCT_DOCUMENTS_SIGNED: 'Pogodbe podpisane',
    PRODUCT_PENNY_TRANSFER_DISPLAYED: 'Čaka na prvo plačilo',
    PRODUCT_ACTIVE: 'Aktiven',
    PRODUCT_RISK_UPLOADED: 'Izpisek plač podan',
    PRODUCT_WAITING_OFFER_SELECTION: 'Čaka na izbiro ponudbe',
    PRODUCT_WAITING_SWITCH_PRODUCT: 'Ponujen drug produkt',
    PRODUCT_OFFER_SELECTED: 'Ponudba izbrana',
  },
  words: {
    yes: 'Da',
    no: 'Ne',
  },
};

export default casePage;
