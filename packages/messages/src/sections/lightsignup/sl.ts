import type { CatalogOf } from '../../translator';
import type en from './en';

const lightsignup: CatalogOf<typeof en> = {
  intro: {
    title: {
      CURRENTACCOUNT: 'Odprite račun na spletu',
      PERSONALLOAN: 'Zaprosite za osebni kredit na spletu',
      DAYPOSIT: 'Odprite dnevni depozit na spletu',
      ACCOUNTOPENINGFROMLOAN: 'Odprite račun za svoj kredit na spletu',
    },
    lead: 'V nekaj minutah, kjerkoli ste.',
    product: {
      legend: 'Kaj želite odpreti?',
    },
    benefitsLabel: 'Kaj dobite',
    benefits: {
      beneficiary: {
        CURRENTACCOUNT: 'Takoj po odprtju računa dodajte prejemnika plačila in plačujte.',
        PERSONALLOAN: 'Izberite znesek in dobo ter pred oddajo vloge vidite svoj mesečni obrok.',
        DAYPOSIT: 'Izberite število dni in poznajte obresti, še preden podpišete.',
        ACCOUNTOPENINGFROMLOAN: 'Odobreni kredit vam nakažemo na novi račun.',
      },
      videoChat: 'Istovetnost potrdite v kratkem video klicu z našim svetovalcem.',
      activationCode: 'Aktivacijsko kodo za spletno banko prejmete s kratkim sporočilom.',
    },
    terms:
      'Prebral(-a) sem splošne pogoje poslovanja in obvestilo o varstvu podatkov ter se z njimi strinjam.',
    termsLinks: 'Preberite jih, preden se strinjate:',
    termsLink: 'Splošni pogoji poslovanja',
    privacyLink: 'Obvestilo o varstvu podatkov',
    newTab: '(odpre se v novem zavihku)',
    continue: 'Nadaljuj',
    termsRequired: 'Pred nadaljevanjem označite polje, da sprejmete pogoje.',
  },
  register: {
    title: 'Ustvarite svoj profil',
    name: 'Ime in priimek',
    email: 'E-poštni naslov',
    prefix: 'Klicna koda države',
    phone: 'Številka mobilnega telefona',
    password: 'Geslo',
    passwordHint: 'Vsaj 8 znakov, vsaj ena črka in ena števka.',
    submit: 'Registracija',
    haveAccount: 'Že imate račun?',
    logIn: 'Prijava',
  },
  login: {
    title: 'Dobrodošli nazaj',
    email: 'E-poštni naslov',
    password: 'Geslo',
    forgotPassword: 'Ste pozabili geslo?',
    submit: 'Prijava',
    noAccount: 'Še nimate računa?',
    register: 'Registracija',
  },
  social: {
    title: 'Ali nadaljujte z',
    google: 'Nadaljuj z Google',
    facebook: 'Nadaljuj s Facebook',
    apple: 'Nadaljuj z Apple',
    error:
      'Prijava prek družbenega omrežja ni uspela. Poskusite znova ali se registrirajte z e-poštnim naslovom.',
  },
  secureLogin: {
    title: 'Vpišite kodo za prijavo',
    text: 'Na vaš mobilni telefon smo poslali 6-mestno kodo. Veljavna je 5 minut.',
    code: 'Koda iz kratkega sporočila',
    submit: 'Potrdi',
    resend: 'Pošlji novo kodo',
    resent: 'Poslali smo vam novo kodo.',
    retryIn_one: 'Novo kodo lahko zahtevate čez {{count}} minuto.',
    retryIn_two: 'Novo kodo lahko zahtevate čez {{count}} minuti.',
    retryIn_few: 'Novo kodo lahko zahtevate čez {{count}} minute.',
    retryIn_other: 'Novo kodo lahko zahtevate čez {{count}} minut.',
    expired: 'Koda ni več veljavna. Zahtevajte novo kodo.',
    noLogin: 'Nobena prijava ne čaka na kodo. Prosimo, prijavite se znova.',
    back: 'Nazaj na prijavo',
  },
};

export default lightsignup;
