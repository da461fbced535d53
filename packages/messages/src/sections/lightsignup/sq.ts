import type { CatalogOf } from '../../translator';
import type en from './en';

const lightsignup: CatalogOf<typeof en> = {
  intro: {
    title: {
      CURRENTACCOUNT: 'Hapni llogarinë tënde në internet',
      PERSONALLOAN: 'Apliko për një kredi personale në internet',
      DAYPOSIT: 'Hap një depozitë ditore në internet',
      ACCOUNTOPENINGFROMLOAN: 'Hap llogarinë për kredinë tënde në internet',
    },
    lead: 'Në pak minuta, kudo që të jesh.',
    product: {
      legend: 'Çfarë dëshiron të hapësh?',
    },
    benefitsLabel: 'Çfarë përfiton',
    benefits: {
      beneficiary: {
        CURRENTACCOUNT: 'Shto një përfitues dhe paguaj menjëherë pas hapjes së llogarisë.',
        PERSONALLOAN: 'Zgjidh shumën dhe afatin dhe shih këstin mujor para se të aplikosh.',
        DAYPOSIT: 'Zgjidh numrin e ditëve dhe njih interesin para se të nënshkruash.',
        ACCOUNTOPENINGFROMLOAN: 'Kredia jote e miratuar paguhet në llogarinë e re.',
      },
      videoChat: 'Konfirmo identitetin në një bisedë të shkurtër video me këshilltarin tonë.',
      activationCode: 'Merr kodin e aktivizimit për bankën në internet me mesazh.',
    },
    terms: 'Kam lexuar dhe pranoj kushtet e përgjithshme dhe njoftimin për privatësinë.',
    termsLinks: 'Lexoji para se të pranosh:',
    termsLink: 'Kushtet e përgjithshme',
    privacyLink: 'Njoftimi për privatësinë',
    newTab: '(hapet në një skedë të re)',
    continue: 'Vazhdo',
  },
  register: {
    title: 'Krijo profilin tënd',
    name: 'Emri dhe mbiemri',
    email: 'Adresa e e-mailit',
    prefix: 'Kodi telefonik i shtetit',
    phone: 'Numri i telefonit celular',
    password: 'Fjalëkalimi',
    passwordHint: 'Të paktën 8 karaktere, me një shkronjë dhe një shifër.',
    submit: 'Regjistrohu',
    haveAccount: 'Ke tashmë një llogari?',
    logIn: 'Hyr',
  },
  login: {
    title: 'Mirë se u ktheve',
    email: 'Adresa e e-mailit',
    password: 'Fjalëkalimi',
    forgotPassword: 'Ke harruar fjalëkalimin?',
    submit: 'Hyr',
    noAccount: 'Nuk ke ende llogari?',
    register: 'Regjistrohu',
  },
  social: {
    title: 'Ose vazhdo me',
    google: 'Vazhdo me Google',
    facebook: 'Vazhdo me Facebook',
    apple: 'Vazhdo me Apple',
    error: 'Hyrja me rrjetin social nuk pati sukses. Provo përsëri ose regjistrohu me e-mail.',
  },
  secureLogin: {
    title: 'Shkruaj kodin e hyrjes',
    text: 'Të kemi dërguar një kod me 6 shifra në telefonin celular. Është i vlefshëm 5 minuta.',
    code: 'Kodi nga mesazhi',
    submit: 'Konfirmo',
    resend: 'Dërgo një kod të ri',
    resent: 'Të kemi dërguar një kod të ri.',
    retryIn_one: 'Mund të kërkosh një kod të ri pas {{count}} minute.',
    retryIn_other: 'Mund të kërkosh një kod të ri pas {{count}} minutash.',
    expired: 'Kodi nuk është më i vlefshëm. Kërko një kod të ri.',
    noLogin: 'Asnjë hyrje nuk pret kod. Të lutem hyr përsëri.',
    back: 'Kthehu te hyrja',
  },
};

export default lightsignup;
