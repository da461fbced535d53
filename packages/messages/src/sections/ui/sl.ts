import type { CatalogOf } from '../../translator';
import type en from './en';

/** Slovenian texts of the shared interface building blocks. */
const ui: CatalogOf<typeof en> = {
  spinner: {
    label: 'Nalaganje …',
  },
  button: {
    loading: 'Nalaganje …',
  },
  section: {
    looksOk: 'V tem razdelku je vse v redu.',
  },
  form: {
    invalidSubmit:
      'Nekatera polja je treba popraviti. Prvo od njih je izbrano, sporočilo je pod njim.',
  },
  errors: {
    required: 'Izpolnite to polje.',
    invalid: 'Preverite, kaj ste vnesli.',
    noMatch: 'Izberite vnos s seznama.',
  },
  password: {
    show: 'Prikaži geslo',
    hide: 'Skrij geslo',
    strength: 'Moč gesla: {{level}}',
    levels: {
      low: 'nizka',
      medium: 'srednja',
      high: 'visoka',
    },
  },
  textArea: {
    remaining_one: 'Preostane še {{count}} znak',
    remaining_two: 'Preostaneta še {{count}} znaka',
    remaining_few: 'Preostanejo še {{count}} znaki',
    remaining_other: 'Preostane še {{count}} znakov',
  },
  multiSelect: {
    max_one: 'Izberete lahko največ {{count}} možnost.',
    max_two: 'Izberete lahko največ {{count}} možnosti.',
    max_few: 'Izberete lahko največ {{count}} možnosti.',
    max_other: 'Izberete lahko največ {{count}} možnosti.',
  },
  autocomplete: {
    suggestions: 'Predlogi',
    results_one: '{{count}} predlog. Izberete ga s puščicama gor in dol.',
    results_two: '{{count}} predloga. Izberete ju s puščicama gor in dol.',
    results_few: '{{count}} predlogi. Izberete jih s puščicama gor in dol.',
    results_other: '{{count}} predlogov. Izberete jih s puščicama gor in dol.',
    noResults: 'Ni zadetkov',
  },
  tooltip: {
    trigger: {
      custom: 'Več informacij',
      alert: 'Pomembno',
      description: 'Pojasnilo',
      error: 'O napaki',
      info: 'Informacija',
      message: 'Sporočilo',
      warn: 'Opozorilo',
    },
  },
  steps: {
    done: '(opravljeno)',
    failed: '(ni opravljeno)',
  },
  carousel: {
    roleDescription: 'vrtiljak',
    slideRoleDescription: 'prosojnica',
    position: '{{number}} od {{count}}',
    previous: 'Prejšnja',
    next: 'Naslednja',
    goTo: 'Pojdi na stran {{number}}',
    showSlide: 'Pokaži prosojnico {{number}}',
  },
  upload: {
    drop: 'Datoteko spustite sem',
    dropMany: 'Datoteke spustite sem',
    takePrompt: 'Fotografirajte to stran',
    choose: 'Izberite datoteko',
    chooseAnother: 'Izberite drugo datoteko',
    hint: '{{types}}, največ {{max}} MB',
    uploading: 'Nalaganje …',
    uploaded: 'Datoteka je naložena',
    pdf: 'Dokument PDF je naložen',
    previewAlt: 'Predogled naložene datoteke',
    rejected: {
      type: '{{file}}: te vrste datotek ne sprejemamo. Izberite {{types}}.',
      size: 'Datoteka {{file}} je večja od {{max}} MB.',
      empty: 'Datoteka {{file}} je prazna.',
      count: 'Datoteka {{file}} ni dodana: izberite samo eno datoteko.',
    },
  },
  longWait: {
    timeRemaining: 'Preostali čas',
    timeElapsed: 'Čas čakanja',
    slidesLabel: 'Medtem ko čakate',
    startAgain: 'Začni znova',
    explore: 'Oglejte si našo ponudbo',
  },
};

export default ui;
