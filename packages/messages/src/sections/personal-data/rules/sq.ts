import type { CatalogOf } from '../../../translator';
import type en from './en';

const personalDataRules: CatalogOf<typeof en> = {
  required: 'Plotësoni këtë fushë.',
  chooseFromList: 'Zgjidhni një element nga lista.',
  chooseAtLeastOne: 'Zgjidhni të paktën një përgjigje.',
  tooLong: 'Teksti është shumë i gjatë.',
  inconsistent: 'Kjo vlerë nuk përputhet me të njëjtën vlerë të dhënë diku tjetër në formular.',
  name: {
    invalid:
      'Përdorni vetëm shkronja; pjesët mund t’i ndajë një pikë, vizë, apostrof ose hapësirë.',
  },
  birthDate: {
    format: 'Shkruani datën si DD.MM.VVVV, për shembull 31.01.1990.',
    future: 'Data e lindjes nuk mund të jetë në të ardhmen.',
    underage: 'Duhet të jeni të paktën 18 vjeç për të hapur një llogari në internet.',
    youngPackageAge: 'Paketa për të rinjtë është për moshat 18 deri në 25 vjeç.',
    studentPackageAge: 'Paketa Diploma është për studentët deri në moshën 27 vjeç.',
  },
  place: {
    invalid:
      'Përdorni vetëm shkronja (të paktën 2); fjalët mund t’i ndajë një pikë, vizë ose hapësirë.',
  },
  country: {
    fromList: 'Zgjidhni një shtet të vlefshëm nga lista.',
  },
  secondNationalityUIC: {
    invalid: 'Shkruani kodin identifikues të shtetësisë së dytë.',
  },
  codiceFiscale: {
    invalid: 'Ky nuk është codice fiscale i vlefshëm (16 shkronja dhe shifra).',
  },
  idDocumentNumber: {
    invalid: 'Numri i dokumentit ka 9 shkronja ose shifra, siç është shtypur në kartë.',
  },
  passportNumber: {
    invalid: 'Numri i pasaportës ka 2 shkronja dhe 7 shifra, për shembull PA1234567.',
    invalidAl: 'Numri i pasaportës ka 9 shkronja ose shifra, siç është shtypur në pasaportë.',
  },
  addressCardNumber: {
    invalid:
      'Numri i kartës së adresës ka 6 shifra, një hapësirë dhe 2 shkronja, për shembull 123456 AB.',
  },
  emso: {
    format: 'EMŠO ka saktësisht 13 shifra.',
    checksum: 'Ky EMŠO nuk është i vlefshëm: kontrolloni shifrat.',
    date: '7 shifrat e para të EMŠO duhet të jenë një datë lindjeje e vërtetë.',
    register:
      'Ky EMŠO nuk është i vlefshëm: shifrat 8 dhe 9 duhet të jenë 50 deri në 59 për Slloveninë.',
    birthDateMismatch: 'EMŠO nuk përputhet me datën e lindjes që shkruat.',
    genderMismatch: 'EMŠO nuk përputhet me gjininë që zgjodhët.',
  },
  nid: {
    format:
      'Numri personal (NID) ka një shkronjë, 8 shifra dhe një shkronjë, për shembull J00101999W.',
    date: 'Numri personal nuk përmban një datë lindjeje të vërtetë: kontrollojeni.',
    birthDateMismatch: 'Numri personal nuk përputhet me datën e lindjes që shkruat.',
    genderMismatch: 'Numri personal nuk përputhet me gjininë që zgjodhët.',
  },
  date: {
    format: 'Shkruani një datë të vërtetë si DD.MM.VVVV.',
  },
  dateOfIssue: {
    notPast: 'Data e lëshimit duhet të jetë në të kaluarën.',
  },
  dateOfExpiration: {
    notFuture: 'Dokumenti ka skaduar. Duhet të jetë i vlefshëm për të hapur llogarinë.',
  },
  issuer: {
    invalid: 'Përdorni vetëm shkronja; fjalët mund t’i ndajë një pikë, vizë ose hapësirë.',
  },
  taxId: {
    format: 'Numri tatimor ka saktësisht 8 shifra.',
    checksum: 'Ky numër tatimor nuk është i vlefshëm: kontrolloni shifrat.',
  },
  nipt: {
    format:
      'Numri tatimor (NIPT) ka një shkronjë, 8 shifra dhe një shkronjë, për shembull L12345678A.',
  },
  iban: {
    format: 'IBAN-i ka 19 karaktere: SI dhe 17 shifra.',
    notSlovenian: 'Shkruani IBAN-in e një llogarie në një bankë sllovene.',
    checksum: 'Ky IBAN nuk është i vlefshëm: kontrolloni shifrat.',
    formatAlbanian: 'IBAN-i ka 28 karaktere: AL, 10 shifra dhe 16 shkronja ose shifra.',
    notAlbanian: 'Shkruani IBAN-in e një llogarie në një bankë shqiptare.',
  },
  postalCode: {
    fromList: 'Zgjidhni një kod postar nga lista.',
    invalid: 'Shkruani një kod postar të vlefshëm.',
  },
  city: {
    invalid: 'Përdorni vetëm shkronja; fjalët mund t’i ndajë një pikë, vizë ose hapësirë.',
  },
  street: {
    invalid: 'Përdorni shkronja, shifra, pika, viza, vija të pjerrëta, presje dhe hapësira.',
  },
  houseNumber: {
    invalid: 'Përdorni shifra, dhe nëse duhet një pikë, vizë, shkronjë ose hapësirë.',
  },
  email: {
    invalid: 'Kjo nuk është një adresë e-maili e vlefshme.',
  },
  monthlyIncomes: {
    noDigit: 'Shkruani një shumë me shifra.',
  },
  employmentStatus: {
    studentNotAllowed: 'Zgjidhni “student” vetëm nëse jeni student dhe nuk jeni i punësuar.',
  },
  startDate: {
    format: 'Shkruani datën si DD.MM.VVVV, për shembull 01.09.2021.',
    future: 'Fillimi i punësimit nuk mund të jetë në të ardhmen.',
  },
  netSalary: {
    digits: 'Shkruani shumën në euro të plota, vetëm me shifra.',
  },
  taxesPaid: {
    mustBeYes:
      'Për të hapur llogari në internet duhet t’i paguani tatimet mbi të ardhurat në Slloveni.',
  },
  questionnaire: {
    cashDepositsMustBeNone:
      'Pa hyrje të rastësishme nuk mund të ketë depozita në para në dorë prej tyre.',
    studentPresetLocked: 'Kjo përgjigje përcaktohet nga paketa e studentit.',
  },
  countriesOfBusiness: {
    tooMany: 'Mund të shënoni më së shumti tre shtete.',
    gap: 'Plotësoni shtetet njëri pas tjetrit, pa fushë bosh midis tyre.',
    duplicate: 'Çdo shtet mund të shënohet vetëm një herë.',
  },
  student: {
    registrationNumber: 'Ky numër regjistrimi i studentit nuk është i vlefshëm.',
    documentsMissing: 'Ngarkoni provën e regjistrimit.',
  },
};

export default personalDataRules;
