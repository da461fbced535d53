import type { CatalogOf } from '../../translator';
import type caseSearchEn from './en';

/** Iskanje primerov v konzoli operaterja (odločitvi 263, 264). */
const caseSearch: CatalogOf<typeof caseSearchEn> = {
  nav: 'Primeri',
  heading: 'Poiščite primer',
  lead: 'Ime lahko vpišete brez strešic: »cesnik« najde Česnik. Ime se ujema po celih besedah; ujemati se mora vsaka vpisana beseda. Izpolnite polja, ki jih poznate.',
  operatorNote:
    'Navedite osebo ali primer: ime, e-naslov, telefon, številko vloge, dokumenta ali osebno številko ali IBAN. Brskanje le po produktu, stanju in datumih je za nadzornike.',
  fields: {
    name: 'Ime',
    email: 'E-naslov',
    phone: 'Telefon',
    phoneHint: 'S kodo države ali kot ga kličete doma: 041 123 456.',
    applicationNumber: 'Številka vloge',
    applicationNumberHint: 'Kot na dokumentih, na primer 2026-000123.',
    documentNumber: 'Številka osebnega dokumenta',
    nationalId: 'Osebna številka (EMŠO ali NID)',
    iban: 'IBAN',
    product: 'Produkt',
    state: 'Stanje vloge',
    productState: 'Stanje produkta',
    from: 'Začeta na dan ali po njem',
    to: 'Začeta na dan ali pred njim',
    any: 'Katerokoli',
  },
  search: 'Išči',
  searching: 'Iščem …',
  clear: 'Počisti',
  results: {
    heading: 'Najdeni primeri',
    found_one: 'Najden je {{count}} primer',
    found_two: 'Najdena sta {{count}} primera',
    found_few: 'Najdeni so {{count}} primeri',
    found_other: 'Najdenih je {{count}} primerov',
    none: 'Noben primer se ne ujema. Preverite zapis ali izpolnite manj polj.',
    caption: 'Najdeni primeri, najnovejši najprej',
    applicationNumber: 'Vloga',
    name: 'Ime',
    product: 'Produkt',
    state: 'Stanje',
    started: 'Začeta',
    changed: 'Zadnja sprememba',
    open: 'Odpri primer: {{name}}',
    noName: 'Ime izbrisano',
  },
  pages: {
    label: 'Strani rezultatov',
    previous: 'Prejšnja stran',
    next: 'Naslednja stran',
    position: 'Stran {{page}} od {{pages}}',
  },
  error: {
    tooLong: 'Vnos je daljši od vsake take vrednosti.',
    name: 'Vpišite vsaj eno črko imena.',
    email: 'Vpišite cel e-naslov z @.',
    phone: 'Vpišite telefonsko številko z vsaj šestimi števkami.',
    applicationNumber: 'Vpišite številko vloge kot 2026-000123 ali le njene števke.',
    identifier: 'Vpišite številko z njenimi črkami in števkami.',
    iban: 'Vpišite IBAN: dve črki, dve kontrolni števki, nato račun.',
    product: 'Izberite produkt s seznama.',
    state: 'Izberite stanje s seznama.',
    date: 'Izberite obstoječ dan.',
    dateOrder: 'Zadnji dan je pred prvim.',
    page: 'Te strani ni.',
    pageSize: 'Na strani naj bo od 1 do 100 primerov.',
    needsIdentifier:
      'Navedite ime ali identifikator: brskanje le po produktu, stanju in datumih je za nadzornike.',
    failed: 'Iskanje ni uspelo. Poskusite znova čez trenutek.',
  },
};

export default caseSearch;
