import type { CatalogOf } from '../../translator';
import type en from './en';

const lightsignup: CatalogOf<typeof en> = {
  intro: {
    title: {
      CURRENTACCOUNT: 'Hapni llogarinë tuaj online',
      PERSONALLOAN: 'Aplikoni për një kredi personale online',
      DAYPOSIT: 'Hapni një depozitë ditore online',
      ACCOUNTOPENINGFROMLOAN: 'Hapni llogarinë për kredinë tuaj online',
    },
    lead: 'Në pak minuta, kudo që të jeni.',
    product: {
      legend: 'Çfarë dëshironi të hapni?',
    },
    benefitsLabel: 'Çfarë përfitoni',
    benefits: {
      beneficiary: {
        CURRENTACCOUNT: 'Shtoni një përfitues dhe paguani menjëherë pas hapjes së llogarisë.',
        PERSONALLOAN: 'Zgjidhni shumën dhe afatin dhe shihni këstin mujor para se të aplikoni.',
        DAYPOSIT: 'Zgjidhni numrin e ditëve dhe mësoni interesin para se të nënshkruani.',
        ACCOUNTOPENINGFROMLOAN: 'Kredia juaj e miratuar paguhet në llogarinë e re.',
      },
      videoChat:
        'Konfirmoni identitetin tuaj në një video-telefonatë të shkurtër me këshilltarin tonë.',
      activationCode: 'Merrni me mesazh kodin e aktivizimit për bankën online.',
    },
    terms: 'Kam lexuar dhe pranoj kushtet e përgjithshme dhe njoftimin për privatësinë.',
    termsLinks: 'Lexojini para se t’i pranoni:',
    termsLink: 'Kushtet e përgjithshme',
    privacyLink: 'Njoftimi për privatësinë',
    newTab: '(hapet në një skedë të re)',
    continue: 'Vazhdo',
    termsRequired: 'Shënoni kutinë për të pranuar kushtet përpara se të vazhdoni.',
  },
  register: {
    title: 'Krijoni profilin tuaj',
    name: 'Emri dhe mbiemri',
    email: 'Adresa e e-mailit',
    prefix: 'Kodi telefonik i shtetit',
    phone: 'Numri i telefonit celular',
    password: 'Fjalëkalimi',
    passwordHint: 'Të paktën 8 karaktere, me një shkronjë dhe një shifër.',
    submit: 'Regjistrohu',
    haveAccount: 'Keni tashmë një llogari?',
    logIn: 'Hyr',
  },
  login: {
    title: 'Mirë se u kthyet',
    email: 'Adresa e e-mailit',
    password: 'Fjalëkalimi',
    forgotPassword: 'Keni harruar fjalëkalimin?',
    submit: 'Hyr',
    noAccount: 'Nuk keni ende llogari?',
    register: 'Regjistrohu',
  },
  social: {
    title: 'Ose vazhdoni me',
    google: 'Vazhdo me Google',
    facebook: 'Vazhdo me Facebook',
    apple: 'Vazhdo me Apple',
    error:
      'Hyrja me rrjetin social nuk pati sukses. Ju lutemi provoni përsëri ose regjistrohuni me e-mail.',
  },
  secureLogin: {
    title: 'Shkruani kodin e hyrjes',
    text: 'Ju kemi dërguar një kod me 6 shifra në telefonin tuaj celular. Është i vlefshëm 5 minuta.',
    code: 'Kodi nga mesazhi',
    submit: 'Konfirmo',
    resend: 'Dërgo një kod të ri',
    resent: 'Ju kemi dërguar një kod të ri.',
    retryIn_one: 'Mund të kërkoni një kod të ri pas {{count}} minute.',
    retryIn_other: 'Mund të kërkoni një kod të ri pas {{count}} minutash.',
    expired: 'Kodi nuk është më i vlefshëm. Kërkoni një kod të ri.',
    noLogin: 'Asnjë hyrje nuk pret kod. Ju lutemi hyni përsëri.',
    back: 'Kthehu te hyrja',
  },
};

export default lightsignup;
