import type { CatalogOf } from '../../translator';
import type en from './en';

/** Prvo nakazilo (/pennytransfer in podatki za plačilo, decision 143). */
const pennyTransfer: CatalogOf<typeof en> = {
  title: 'Opravite prvo nakazilo',
  lead: 'Za odprtje depozita nakažite {{amount}} s svojega računa pri drugi banki. Nakazilo nam pokaže, da je račun vaš; znesek ostane vaš na depozitu.',
  loading: 'Nalagamo podatke za plačilo …',
  loadFailed: 'Podatkov za plačilo nismo mogli naložiti.',
  retry: 'Poskusi znova',
  details: {
    heading: 'Podatki za plačilo',
    beneficiary: 'Prejemnik',
    iban: 'IBAN prejemnika',
    amount: 'Znesek',
    reference: 'Referenca',
    purposeCode: 'Koda namena',
    causal: 'Namen plačila',
    copy: 'Kopiraj',
    copyNamed: 'Kopiraj: {{what}}',
    copied: 'Kopirano: {{what}}.',
    copyFailed: 'Kopiranje tu ni uspelo: označite besedilo in ga kopirajte ročno.',
    qrHeading: 'Plačilo s skeniranjem',
    qrHint: 'Kodo skenirajte z mobilno aplikacijo svoje banke: vsi podatki se izpolnijo sami.',
    qrAlt: 'UPN QR koda plačila {{amount}} prejemniku {{beneficiary}}, referenca {{reference}}',
    referenceInDescription: 'Referenco vpišite v opis plačila: po njej prepoznamo vaše nakazilo.',
    ownAccount:
      'Plačajte z računa, ki se glasi na vaše ime. Nakazilo s tujega računa depozita ne odpre.',
  },
  activation: {
    heading: 'Kdaj bo depozit odprt',
    instant_one: 'Približno {{count}} uro po takojšnjem plačilu.',
    instant_two: 'Približno {{count}} uri po takojšnjem plačilu.',
    instant_few: 'Približno {{count}} ure po takojšnjem plačilu.',
    instant_other: 'Približno {{count}} ur po takojšnjem plačilu.',
    regular: 'Sicer do konca naslednjega delovnega dne, {{date}}.',
  },
  waiting: {
    status: 'Čakamo na vaše nakazilo. Stran se osveži sama.',
  },
  review: {
    heading: 'Vaše nakazilo je prispelo',
    text: 'Ime plačnika se razlikuje od vašega, zato ga preverja sodelavec. Običajno to traja manj kot en delovni dan; stran se osveži sama.',
  },
  paid: {
    heading: 'Nakazilo je prejeto',
    text: 'Hvala. Vaš depozit je odprt.',
    continue: 'Naprej',
  },
  refused: {
    heading: 'Vaše nakazilo smo vrnili',
    text: 'Nakazilo ni prišlo z računa na vaše ime, zato smo denar vrnili. Obrnite se na banko in pomagali vam bomo dokončati odprtje depozita.',
  },
  console: {
    nav: 'Plačila',
    heading: 'Prva nakazila za preverjanje',
    lead: 'Ta plačila se ne ujemajo s podatki stranke: razlog pove, v čem. Sprejmite, kadar je račun očitno strankin; sicer zavrnite: denar se vrne, stranko pa prosimo, naj se obrne na banko.',
    empty: 'Ni plačil za preverjanje.',
    caption: 'Prejeta plačila, ki čakajo na odločitev, z razlogom',
    payer: 'Plačnik',
    applicant: 'Stranka',
    amount: 'Znesek',
    reference: 'Referenca',
    received: 'Prejeto',
    reason: 'Razlog',
    reasons: {
      PAYER_NAME: 'Ime plačnika se razlikuje od imena stranke.',
      PAYER_ACCOUNT: 'Plačano z drugega računa, kot ga je navedla stranka.',
      AMOUNT: 'Znesek se razlikuje od izbranega {{expected}}.',
    },
    actions: 'Odločitev',
    accept: 'Sprejmi plačilo, ki ga je poslal(a) {{payer}}',
    refuse: 'Zavrni plačilo, ki ga je poslal(a) {{payer}}',
    acceptShort: 'Sprejmi',
    refuseShort: 'Zavrni',
    accepted: 'Sprejeto: produkt stranke {{applicant}} je aktiven.',
    refused: 'Zavrnjeno: plačilo, ki ga je poslal(a) {{payer}}, se vrne.',
    alreadyDecided: 'O tem plačilu je že nekdo odločil; seznam je znova posodobljen.',
    refresh: 'Osveži',
  },
};

export default pennyTransfer;
