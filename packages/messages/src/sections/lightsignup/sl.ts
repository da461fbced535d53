import type { CatalogOf } from '../../translator';
import type en from './en';

const lightsignup: CatalogOf<typeof en> = {
  intro: {
    title: 'Odprite račun na spletu',
    lead: 'V nekaj minutah, kjerkoli ste.',
    benefitsLabel: 'Kaj dobite',
    benefits: {
      beneficiary: 'Takoj po odprtju računa dodajte prejemnika plačila in plačujte.',
      videoChat: 'Istovetnost potrdite v kratkem video klicu z našim svetovalcem.',
      activationCode: 'Aktivacijsko kodo za spletno banko prejmete s kratkim sporočilom.',
    },
    terms:
      'Prebral(-a) sem splošne pogoje poslovanja in obvestilo o varstvu podatkov ter se z njimi strinjam.',
    continue: 'Nadaljuj',
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
