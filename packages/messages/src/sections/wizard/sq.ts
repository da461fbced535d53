import type { CatalogOf } from '../../translator';
import type en from './en';

const wizard: CatalogOf<typeof en> = {
  steps: {
    Intro: 'Regjistrimi',
    DocumentUpload: 'Dokumenti i identitetit',
    SalaryStmt: 'Vërtetimi i pagës',
    DataEntry: 'Të dhënat personale',
    DepositTerms: 'Depozita',
    Consents: 'Pëlqimet',
    SummaryPDF: 'Dokumentet',
    VideoChat: 'Video-thirrja',
    LongTimeService: 'Përpunimi',
    ShortTimeService: 'Kontrolli i të dhënave',
    PennyTransfer: 'Pagesa verifikuese',
    CheckRisk: 'Vlerësimi i rrezikut',
    RiskAssessment: 'Oferta e kredisë',
    RequestCertificate: 'Certifikata',
    SignDocuments: 'Nënshkrimi',
    ChooseBranch: 'Dega',
    Multichannel: 'Mirë se vini',
    AccountEnabled: 'Llogaria aktive',
    BlockedProcess: 'E ndalur',
  },
  progress: {
    label: 'Ecuria e aplikimit tuaj',
    position: 'Hapi {{current}} nga {{total}}',
    status: {
      DONE: 'përfunduar',
      IN_PROGRESS: 'hapi aktual',
      DUE: 'ende pa filluar',
    },
  },
  home: {
    loading: 'Po hapim aplikimin tuaj…',
    noMatchTitle: 'Nuk arritëm të gjejmë se ku ndodhet aplikimi juaj',
    noMatchText:
      'Provoni përsëri pas disa minutash. Nëse ndodh përsëri, telefononi qendrën tonë të kontaktit.',
    retry: 'Provo përsëri',
  },
  myApplication: {
    intro: 'Ku ndodhet aplikimi juaj për {{product}}.',
    stepsHeading: 'Hapat',
    status: {
      DONE: 'Përfunduar',
      IN_PROGRESS: 'Në vazhdim',
      DUE: 'Vjen më pas',
    },
    pendingHeading: 'Çfarë është në pritje',
    pendingOn: {
      APPLICANT: 'Është radha juaj: {{step}}.',
      BANK: 'Banka po merret me këtë: {{step}}. Do t’ju njoftojmë me e-mail.',
      OPERATOR: 'Me një këshilltar me video: {{step}}.',
      PAYMENT:
        'Po presim pagesën tuaj të parë: kur të mbërrijë dhe paguesi të jeni ju, produkti juaj hapet.',
    },
    deadlinesHeading: 'Mirë të dini',
    deadlines: {
      videoHours:
        'Këshilltarët me video janë të disponueshëm nga e hëna në të premte 8:00–21:00 dhe të shtunën e të dielën 10:00–18:00. Një këshilltar përgjigjet brenda 3 minutash dhe mund të zgjidhni të prisni edhe 3 të tjera.',
      signingCode: 'Një kod i ri nënshkrimi mund të kërkohet pas 1 minute.',
      pennyTransfer:
        'Me një pagesë të menjëhershme llogaria aktivizohet për rreth 2 orë, përndryshe për rreth një ditë pune.',
      accountActive:
        'Llogaria juaj aktivizohet brenda 24 orëve dhe karta e debitit mbërrin brenda 2 javëve.',
      remembered: 'Ky shfletues e mban mend aplikimin tuaj për 2 ditë; pas kësaj hyni përsëri.',
    },
    nextHeading: 'Më tej',
    next: 'Vazhdo: {{step}}',
    noNext: 'Për momentin nuk keni asgjë për të bërë.',
    completed: 'Produkti juaj {{product}} është i hapur. Të gjithë hapat janë kryer.',
    correction: {
      heading: 'Për t’u korrigjuar',
      reason: 'Arsyeja e këshilltarit: {{reason}}',
      after:
        'Pasi ta korrigjoni, ktheheni drejt e te thirrja video, i pari në radhë. Gjithçka tjetër që keni dhënë mbetet siç është.',
      action: 'Korrigjojeni tani',
    },
    welcome: 'Shihni numrin e llogarisë dhe kodin e aktivizimit të aplikacionit celular',
  },
  placeholder: {
    text: 'Kjo pjesë e aplikimit online do të hapet në një version të mëvonshëm. Ecuria juaj është ruajtur.',
  },
};

export default wizard;
