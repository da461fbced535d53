import type { CatalogOf } from '../../translator';
import type en from './en';

const wizard: CatalogOf<typeof en> = {
  steps: {
    Intro: 'Registracija',
    DocumentUpload: 'Osebni dokument',
    SalaryStmt: 'Izpisek plače',
    DataEntry: 'Osebni podatki',
    DepositTerms: 'Depozit',
    Consents: 'Soglasja',
    SummaryPDF: 'Dokumenti',
    VideoChat: 'Video klic',
    LongTimeService: 'Obdelava',
    ShortTimeService: 'Preverjanje podatkov',
    PennyTransfer: 'Preverjalno plačilo',
    CheckRisk: 'Ocena tveganja',
    RiskAssessment: 'Ponudba kredita',
    RequestCertificate: 'Potrdilo',
    SignDocuments: 'Podpis',
    ChooseBranch: 'Poslovalnica',
    Multichannel: 'Dobrodošli',
    AccountEnabled: 'Račun je aktiven',
    BlockedProcess: 'Ustavljeno',
  },
  progress: {
    label: 'Napredek vaše vloge',
    position: 'Korak {{current}} od {{total}}',
    status: {
      DONE: 'zaključeno',
      IN_PROGRESS: 'trenutni korak',
      DUE: 'še ni na vrsti',
    },
  },
  home: {
    loading: 'Odpiramo vašo vlogo …',
    noMatchTitle: 'Ne moremo ugotoviti, kje je vaša vloga',
    noMatchText:
      'Poskusite znova čez nekaj minut. Če se težava ponovi, pokličite naš kontaktni center.',
    retry: 'Poskusi znova',
  },
  myApplication: {
    intro: 'Kje je vaša vloga za produkt {{product}}.',
    stepsHeading: 'Koraki',
    status: {
      DONE: 'Opravljeno',
      IN_PROGRESS: 'V teku',
      DUE: 'Še sledi',
    },
    pendingHeading: 'Kaj je v teku',
    pendingOn: {
      APPLICANT: 'Na vrsti ste vi: {{step}}.',
      BANK: 'Banka to ureja: {{step}}. Obvestili vas bomo po e-pošti.',
      OPERATOR: 'Z video svetovalcem: {{step}}.',
      PAYMENT: 'Čakamo na vaše prvo plačilo: ko prispe in ste plačnik vi, se vaš produkt odpre.',
    },
    deadlinesHeading: 'Dobro je vedeti',
    deadlines: {
      videoHours:
        'Video svetovalci so na voljo od ponedeljka do petka med 8.00 in 21.00 ter ob sobotah in nedeljah med 10.00 in 18.00. Svetovalec se oglasi v 3 minutah, lahko pa se odločite počakati še 3 minute.',
      signingCode: 'Novo kodo za podpis lahko zahtevate po 1 minuti.',
      pennyTransfer:
        'Pri takojšnjem plačilu je račun aktiviran v približno 2 urah, sicer v približno enem delovnem dnevu.',
      accountActive: 'Vaš račun bo aktiven v 24 urah, debetna kartica pa bo prispela v 2 tednih.',
      remembered: 'Ta brskalnik si vašo vlogo zapomni za 2 dni; potem se znova prijavite.',
    },
    nextHeading: 'Naslednji korak',
    next: 'Nadaljuj: {{step}}',
    noNext: 'Trenutno vam ni treba storiti ničesar.',
    completed: 'Vaš produkt {{product}} je odprt. Vsi koraki so opravljeni.',
    correction: {
      heading: 'Za popravek',
      reason: 'Razlog svetovalca: {{reason}}',
      after:
        'Ko popravite, se vrnete naravnost v video klic, na prvo mesto v vrsti. Vse drugo, kar ste vnesli, ostane, kot je.',
      action: 'Popravi zdaj',
    },
    welcome: 'Oglejte si številko računa in aktivacijsko kodo za mobilno aplikacijo',
  },
  placeholder: {
    text: 'Ta del spletne vloge bo na voljo v eni od naslednjih različic. Vaš napredek je shranjen.',
  },
};

export default wizard;
