import type { CatalogOf } from '../../translator';
import type en from './en';

/** Nalaganje izpiskov plače na /salarystatement (decision 149). */
const upload: CatalogOf<typeof en> = {
  intro:
    'Naložite izpiske računa, na katerega prejemate plačo, za {{months}}. Datoteke PDF, TIFF ali JPG do 1 MB; lahko jih je več.',
  bank: {
    label: 'Banka izpiskov',
    placeholder: 'Izberite banko',
    hint: 'Banka, ki vodi račun, na katerega prejemate plačo.',
    required: 'Najprej izberite banko svojih izpiskov.',
    loadFailed: 'Seznama bank nismo mogli naložiti. Znova naložite stran.',
  },
  drop: 'Vaši izpiski',
  list: {
    heading: 'Vaše datoteke',
    empty: 'Datotek še ni.',
    loadFailed: 'Datotek, ki ste jih naložili prej, nismo mogli prebrati. Znova naložite stran.',
  },
  months: {
    legend: 'Meseci, ki jih zajema {{file}}',
    required: 'Označite vsaj en mesec, ki ga zajema ta datoteka.',
    missing: 'Manjka še: {{months}}.',
    complete: 'Vaše datoteke zajemajo vse tri mesece.',
  },
  status: {
    PENDING: 'Še ni poslano',
    SENDING: 'Pošiljanje …',
    UPLOADED: 'Naloženo',
    CONFIRMED: 'Potrjeno',
    REJECTED: 'Zavrnjeno',
  },
  actions: {
    send: 'Naloži {{file}}',
    delete: 'Izbriši {{file}}',
    remove: 'Odstrani {{file}}',
    finish: 'Zaključi',
  },
  reasons: {
    NOT_ALLOWED_TYPE:
      'Ta datoteka ni PDF, TIFF ali JPG. Izpisek shranite v eni od teh oblik in poskusite znova.',
    TOO_LARGE:
      'Ta datoteka je večja od 1 MB. Shranite jo v nižji ločljivosti ali jo razdelite na več datotek.',
    EMPTY: 'Ta datoteka je prazna. Znova izberite datoteko z izpiskom.',
    NOT_BASE64: 'Te datoteke ni bilo mogoče prebrati. Izberite jo znova.',
    MONTH_OUT_OF_RANGE:
      'Potrebujemo le izpiske zadnjih treh celih mesecev. Označite mesece, ki jih zajema ta datoteka.',
    TOO_MANY_FILES:
      'Naložili ste največje število datotek (10). Preden dodate novo, eno izbrišite.',
    UNKNOWN_BANK: 'Banko svojih izpiskov izberite s seznama.',
    BANK_MISMATCH:
      'Vsi izpiski morajo biti iz iste banke. Če želite zamenjati banko, izbrišite druge datoteke.',
    STATEMENTS_FINALIZED: 'Vaši izpiski so že oddani.',
    failed: 'Datoteke ni bilo mogoče naložiti. Poskusite znova.',
  },
  finish: {
    missing: 'Manjkajo izpiski za {{months}}. Naložite jih in nato zaključite.',
    failed: 'Nalaganja nismo mogli zaključiti. Poskusite znova čez nekaj trenutkov.',
    pending: 'Naložite ali odstranite datoteke, ki še niso poslane, in nato zaključite.',
  },
  errors: {
    month: 'Izberite mesec s seznama.',
    monthsRequired: 'Označite vsaj en mesec, ki ga zajema ta datoteka.',
    monthsRepeated: 'Vsak mesec označite samo enkrat.',
    UNKNOWN_BANK: 'Banko svojih izpiskov izberite s seznama.',
  },
};

export default upload;
