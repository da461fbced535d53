import type { CatalogOf } from '../../translator';
import type en from './en';

/**
 * Procesi v ozadju v operaterski konzoli (nadzorniki: tekoči procesi, preklic) in plošča izpiska
 * plače med klicem s prosilcem za kredit (decision 147).
 */
const processConsole: CatalogOf<typeof en> = {
  nav: 'Procesi v ozadju',
  heading: 'Procesi v ozadju',
  lead: 'Vloge, ki jih banka obdeluje v ozadju. Seznam se sam osveži vsakih nekaj sekund.',
  refresh: 'Osveži seznam',
  empty: 'Noben proces v ozadju ne teče.',
  caption: 'Tekoči procesi v ozadju',
  applicant: 'Prosilec',
  process: 'Proces',
  phase: 'Faza',
  started: 'Začetek',
  updated: 'Zadnja sprememba',
  actions: 'Dejanja',
  cancel: 'Prekliči',
  cancelFor: 'Prekliči proces prosilca {{name}}',
  cancelled:
    'Preklicano: proces prosilca {{name}} se ustavi ob naslednjem koraku, prosilec je obveščen.',
  alreadyEnded: 'Proces prosilca {{name}} se je že končal; seznam je spet posodobljen.',
  kinds: {
    risk: 'Ocena kreditne sposobnosti',
    dossier: 'Dosje in račun',
    other: 'Drugo',
  },
  phases: {
    NOT_OBSERVED: 'Še ni začet',
    GETTING_DOSSIER: 'Pridobivanje dosjeja',
    VERIFYING_USER: 'Preverjanje prosilca',
    WAITING_PROCESS_SWITCH_SELECTION: 'Čaka na prosilca: račun namesto kredita',
    SAVING_PROCESS_SWITCH_CHOICE: 'Shranjevanje prehoda na račun',
    EVALUATING_RISK: 'Ocenjevanje tveganja',
    WAITING_LOAN_SELECTION: 'Čaka, da prosilec izbere ponudbo',
    SAVING_LOAN_CHOICE: 'Shranjevanje izbrane ponudbe',
    GETTING_DOCUMENTS: 'Priprava dokumentov',
    CREATING_DOSSIER: 'Ustvarjanje dosjeja',
    END: 'Končano',
    ERROR: 'Neuspešno',
    CANCELLED: 'Preklicano',
  },
  dialog: {
    title: 'Želite preklicati proces prosilca {{name}}?',
    text: 'Proces se ustavi ob naslednjem koraku. Prosilec vidi, da je bil preklican, in kako lahko stopi v stik z banko.',
    reason: 'Razlog',
    reasonHint: 'Vsaj 3 znaki. Shrani se v revizijsko sled.',
    reasonShort: 'Navedite razlog z vsaj 3 znaki.',
    confirm: 'Prekliči proces',
    keep: 'Naj teče naprej',
  },
  loan: {
    heading: 'Izpisek plače',
    notConfirmed: 'Prosilec dohodka še ni potrdil.',
    source: 'Vir dohodka',
    sources: {
      OPEN_BANKING: 'Povezava z banko (odprto bančništvo)',
      UPLOAD: 'Naloženi izpiski',
    },
    bank: 'Koda banke',
    income: 'Mesečni neto dohodek',
    obligations: 'Mesečna odplačila drugih kreditov',
    dependants: 'Vzdrževani družinski člani',
    wish: 'Želeni kredit',
    wishPlain: '{{amount}} za {{months}} mesecev, brez zavarovanja',
    wishInsured: '{{amount}} za {{months}} mesecev, z zavarovanjem',
    confirmedAt: 'Potrjeno',
    statements: 'Naloženi izpiski',
    noStatements: 'Naloženih izpiskov ni.',
    statementLink: 'Odpri {{name}} ({{months}})',
  },
};

export default processConsole;
