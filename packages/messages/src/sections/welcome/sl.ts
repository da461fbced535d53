import type { CatalogOf } from '../../translator';
import type en from './en';

const welcome: CatalogOf<typeof en> = {
  title: 'Dobrodošli v banki',
  lead: 'Vaš {{product}} je odprt. Hvala, ker ste izbrali nas. Spodaj je vse, kar potrebujete za začetek, in kaj sledi.',
  loading: 'Nalagamo vaše podatke …',
  loadFailed: 'Vaših podatkov nismo mogli naložiti. Poskusite znova.',
  retry: 'Poskusi znova',
  processes: {
    CURRENTACCOUNT: 'osebni račun',
    PERSONALLOAN: 'osebni kredit',
    DAYPOSIT: 'dnevni depozit',
    ACCOUNTOPENINGFROMLOAN: 'osebni račun',
  },
  packages: {
    Digital: 'paket Digital',
    Mladi: 'paket Mladi za mlade',
    Diploma: 'paket Diploma za študente',
  },
  account: {
    heading: 'Številka vašega računa',
    pending: 'Številka računa bo prikazana tukaj, takoj ko bo račun pripravljen.',
    copy: 'Kopiraj številko računa',
    copied: 'Številka računa je kopirana',
  },
  summary: {
    heading: 'Kaj ste odprli',
    headingLoan: 'Vaš kredit na kratko',
    product: 'Produkt',
    package: 'Paket',
    fee: 'Mesečno nadomestilo',
    feeText: 'prvih {{months}} mesecev {{intro}} na mesec, nato {{after}} na mesec',
    tariff: 'Po tarifi banke',
    branch: 'Vaša poslovalnica',
    branchAddress: '{{name}}, {{street}} {{houseNumber}}, {{postalCode}} {{city}}',
    branchStreet: '{{street}} {{houseNumber}}, {{postalCode}} {{city}}',
  },
  activation: {
    heading: 'Aktivirajte mobilno aplikacijo',
    lead: 'Namestite mobilno aplikacijo banke in vnesite to kodo ali pa s kamero telefona skenirajte kodo QR.',
    codeLabel: 'Aktivacijska koda',
    validUntil: 'Koda velja do {{date}}.',
    copy: 'Kopiraj aktivacijsko kodo',
    copied: 'Aktivacijska koda je kopirana',
    qrAlt: 'Koda QR, ki odpre aktivacijo mobilne aplikacije s kodo {{code}}',
    renew: 'Nova koda',
    renewed: 'To je vaša nova koda. Prejšnja ne velja več.',
    renewFailed: 'Nove kode trenutno ne moremo izdati. Poskusite znova pozneje.',
  },
  next: {
    heading: 'Kaj sledi',
    accountActive_one: 'Vaš račun bo v celoti aktiven v {{count}} uri.',
    accountActive_two: 'Vaš račun bo v celoti aktiven v {{count}} urah.',
    accountActive_few: 'Vaš račun bo v celoti aktiven v {{count}} urah.',
    accountActive_other: 'Vaš račun bo v celoti aktiven v {{count}} urah.',
    debitCard_one: 'Debetno kartico boste po pošti prejeli v {{count}} tednu.',
    debitCard_two: 'Debetno kartico boste po pošti prejeli v {{count}} tednih.',
    debitCard_few: 'Debetno kartico boste po pošti prejeli v {{count}} tednih.',
    debitCard_other: 'Debetno kartico boste po pošti prejeli v {{count}} tednih.',
    email: 'Te podatke smo vam poslali tudi po e-pošti.',
  },
  waiting: {
    heading: 'Čakamo na vaše plačilo',
    lead: 'Vaš {{product}} bo odprt, takoj ko prejmemo vaše potrditveno plačilo. Stran se posodobi sama.',
    checking: 'Preverjamo, ali je plačilo prispelo …',
    arrived: 'Vaše plačilo je prispelo.',
    paymentTimes:
      'Pri takojšnjem plačilu bo odprt v približno 2 urah, sicer v približno enem delovnem dnevu.',
  },
  deposit: {
    payout:
      'Ob dospelosti ({{date}}) vam {{amount}}, depozit z obrestmi, nakažemo na vaš račun {{iban}}.',
    renew:
      'Ob dospelosti ({{date}}) depozit z obrestmi znova vežemo za enako obdobje po takrat veljavni obrestni meri.',
  },
  loan: {
    lead: 'Vaš osebni kredit je podpisan. Nakažemo ga na vaš lastni račun: tukaj je, kdaj, in kaj sledi.',
    payout: '{{date}} nakažemo {{amount}} na vaš račun {{iban}}.',
    firstInstalment:
      'Prvi obrok v znesku {{amount}} zapade {{date}}, naslednji pa na isti dan vsakega meseca.',
    plan: 'Odplačilni načrt navaja vsak obrok z obrestmi in glavnico.',
  },
  copyFailed: 'Kopiranje ni uspelo. Označite besedilo in ga kopirajte sami.',
  mail: {
    accountPending: 'prikazana bo na strani dobrodošlice, takoj ko bo račun pripravljen',
    package: 'Paket: {{package}}',
    fee: 'Mesečno nadomestilo: {{fee}}',
  },
};

export default welcome;
