import type { CatalogOf } from '../../translator';
import type caseSearchEn from './en';

/** Kërkimi i rasteve në konsolën e operatorit (vendimet 263, 264). */
const caseSearch: CatalogOf<typeof caseSearchEn> = {
  nav: 'Rastet',
  heading: 'Gjeni një rast',
  lead: 'Emrin mund ta shkruani pa shenja: “cela” gjen Çela. Emri përputhet me fjalë të plota; çdo fjalë e shkruar duhet të përputhet. Plotësoni fushat që i dini.',
  operatorNote:
    'Tregoni një person ose një rast: emër, e-mail, telefon, numër aplikimi, dokumenti ose numër personal, ose IBAN. Shfletimi vetëm sipas produktit, gjendjes dhe datave është për mbikëqyrësit.',
  fields: {
    name: 'Emri',
    email: 'E-mail',
    phone: 'Telefoni',
    phoneHint: 'Me kodin e shtetit, ose si e formoni brenda vendit: 069 123 4567.',
    applicationNumber: 'Numri i aplikimit',
    applicationNumberHint: 'Si në dokumente, për shembull 2026-000123.',
    documentNumber: 'Numri i dokumentit të identitetit',
    nationalId: 'Numri personal (NID ose EMŠO)',
    iban: 'IBAN',
    product: 'Produkti',
    state: 'Gjendja e aplikimit',
    productState: 'Gjendja e produktit',
    from: 'Filluar më ose pas',
    to: 'Filluar më ose para',
    any: 'Çdo',
  },
  search: 'Kërko',
  searching: 'Duke kërkuar…',
  clear: 'Pastro',
  results: {
    heading: 'Rastet e gjetura',
    found_one: 'U gjet {{count}} rast',
    found_other: 'U gjetën {{count}} raste',
    none: 'Asnjë rast nuk përputhet. Kontrolloni shkrimin ose plotësoni më pak fusha.',
    caption: 'Rastet e gjetura, më të rejat së pari',
    applicationNumber: 'Aplikimi',
    name: 'Emri',
    product: 'Produkti',
    state: 'Gjendja',
    started: 'Filluar',
    changed: 'Ndryshimi i fundit',
    open: 'Hap rastin e {{name}}',
    noName: 'Emri u fshi',
  },
  pages: {
    label: 'Faqet e rezultateve',
    previous: 'Faqja e mëparshme',
    next: 'Faqja tjetër',
    position: 'Faqja {{page}} nga {{pages}}',
  },
  error: {
    tooLong: 'Kjo është më e gjatë se çdo vlerë e tillë.',
    name: 'Shkruani të paktën një shkronjë të emrit.',
    email: 'Shkruani adresën e plotë të e-mailit, me @.',
    phone: 'Shkruani numrin e telefonit me të paktën gjashtë shifra.',
    applicationNumber: 'Shkruani numrin e aplikimit si 2026-000123, ose shifrat e tij.',
    identifier: 'Shkruani numrin me shkronjat dhe shifrat e tij.',
    iban: 'Shkruani IBAN-in: dy shkronja, dy shifra kontrolli, pastaj llogaria.',
    product: 'Zgjidhni një produkt nga lista.',
    state: 'Zgjidhni një gjendje nga lista.',
    date: 'Zgjidhni një ditë të vërtetë.',
    dateOrder: 'Dita e fundit është para së parës.',
    page: 'Kjo faqe nuk ekziston.',
    pageSize: 'Shfaqni nga 1 deri në 100 raste në faqe.',
    needsIdentifier:
      'Jepni një emër ose identifikues: shfletimi vetëm sipas produktit, gjendjes dhe datave është për mbikëqyrësit.',
    failed: 'Kërkimi nuk u krye. Provoni përsëri pas pak.',
  },
};

export default caseSearch;
