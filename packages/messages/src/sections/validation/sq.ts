import type { CatalogOf } from '../../translator';
import type en from './en';

const validation: CatalogOf<typeof en> = {
  name: {
    required: 'Shkruani emrin dhe mbiemrin.',
    invalid:
      'Përdorni shkronja, me hapësirë, vizë, pikë ose apostrof ndërmjet pjesëve të emrit; deri në 30 shkronja për fjalë.',
  },
  email: {
    required: 'Shkruani adresën e email-it.',
    invalid: 'Kjo nuk është një adresë e vlefshme email-i.',
    tooLong: 'Adresa e email-it mund të ketë deri në 100 karaktere.',
    oneAddress: 'Shkruani saktësisht një adresë email-i.',
  },
  prefix: {
    required: 'Zgjidhni prefiksin telefonik të shtetit.',
    invalid: 'Zgjidhni një prefiks nga lista.',
  },
  phone: {
    required: 'Shkruani numrin e celularit.',
    invalid: 'Ky nuk është një numër i vlefshëm celulari.',
    differentPrefix:
      'Keni zgjedhur një prefiks të huaj: SMS-ja me kodin do të dërgohet në atë numër.',
  },
  password: {
    required: 'Shkruani një fjalëkalim.',
    tooShort: 'Fjalëkalimi duhet të ketë të paktën 8 karaktere.',
    tooLong: 'Fjalëkalimi mund të ketë deri në 128 karaktere.',
    noLetter: 'Fjalëkalimi duhet të përmbajë të paktën një shkronjë.',
    noDigit: 'Fjalëkalimi duhet të përmbajë të paktën një shifër.',
    containsName: 'Fjalëkalimi nuk duhet të përmbajë emrin tuaj.',
    containsEmail: 'Fjalëkalimi nuk duhet të përmbajë adresën tuaj të email-it.',
    containsBankWord:
      'Fjalëkalimi nuk duhet të përmbajë emrin e bankës ose emrin e një produkti apo pakete të saj.',
    common: 'Ky fjalëkalim është shumë i zakonshëm. Zgjidhni një që merret me mend më vështirë.',
    mismatch: 'Fjalëkalimet nuk përputhen.',
  },
  passwordStrength: {
    label: 'Forca e fjalëkalimit',
    low: 'E ulët',
    medium: 'Mesatare',
    high: 'E lartë',
  },
  terms: {
    required: 'Pranoni kushtet për të vazhduar.',
  },
  productType: {
    notOffered: 'Ky produkt nuk mund të hapet këtu në internet. Zgjidhni një tjetër.',
    alreadyOpen:
      'Aplikimi juaj për këtë produkt është në vazhdim: vazhdojeni nga lista e aplikimeve tuaja.',
  },
  personalNumber: {
    applicationOpen:
      'Një aplikim për këtë produkt me këtë numër personal dhe këtë dokument është tashmë në vazhdim, i nisur me një adresë tjetër e-maili. Hyni me atë adresë për ta vazhduar; nëse keni harruar fjalëkalimin, rivendoseni në faqen e hyrjes.',
  },
  uid: {
    invalid: 'Identifikuesi i seancës nuk është i vlefshëm. Ringarkoni faqen.',
  },
  language: {
    invalid: 'Zgjidhni një gjuhë të mbështetur.',
  },
  otp: {
    invalid: 'Shkruani kodin me 6 shifra nga SMS-ja.',
  },
  token: {
    invalid: 'Lidhja nuk është e vlefshme.',
  },
  link: {
    invalid: 'Lidhja nuk është e vlefshme.',
  },
  unsubscribe: {
    reason: 'Zgjidhni një arsye.',
  },
  text: {
    tooLong: 'Teksti mund të ketë deri në 250 karaktere.',
    unreadable: 'Teksti ka shenja që nuk mund të lexohen. Hiqini dhe provoni përsëri.',
  },
  position: {
    incomplete: 'Nevojiten gjerësia dhe gjatësia gjeografike.',
  },
  branch: {
    unknown: 'Zgjidhni një degë nga lista.',
    closed: 'Dega është e mbyllur në atë kohë. Zgjidhni një ditë ose orë tjetër.',
  },
  date: {
    invalid: 'Shkruani një datë të vlefshme.',
    past: 'Zgjidhni një datë nga sot e tutje.',
    tooFar: 'Zgjidhni një datë brenda 60 ditëve të ardhshme.',
  },
  appointment: {
    slot: 'Zgjidhni paraditen ose pasditen.',
  },
  faceMatch: {
    framesWithFace: 'Ka më shumë kuadro me fytyrë se kuadro të analizuara.',
    similarityWithoutFaces: 'Ngjashmëria kërkon një fytyrë në dokument dhe në thirrje.',
  },
};

export default validation;
