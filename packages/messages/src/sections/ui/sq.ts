import type { CatalogOf } from '../../translator';
import type en from './en';

/** Albanian texts of the shared interface building blocks. */
const ui: CatalogOf<typeof en> = {
  spinner: {
    label: 'Po ngarkohet…',
  },
  button: {
    loading: 'Po ngarkohet…',
  },
  section: {
    looksOk: 'Gjithçka në këtë seksion duket në rregull.',
  },
  form: {
    invalidSubmit:
      'Disa fusha duhen korrigjuar. E para prej tyre është zgjedhur; mesazhi është poshtë saj.',
  },
  errors: {
    required: 'Plotësoni këtë fushë.',
    invalid: 'Kontrolloni atë që keni shkruar këtu.',
    noMatch: 'Zgjidhni një element nga lista.',
  },
  password: {
    show: 'Shfaq fjalëkalimin',
    hide: 'Fshih fjalëkalimin',
    strength: 'Forca e fjalëkalimit: {{level}}',
    levels: {
      low: 'e ulët',
      medium: 'mesatare',
      high: 'e lartë',
    },
  },
  textArea: {
    remaining_one: 'Ka mbetur {{count}} karakter',
    remaining_other: 'Kanë mbetur {{count}} karaktere',
  },
  multiSelect: {
    max_one: 'Mund të zgjidhni deri në {{count}} opsion.',
    max_other: 'Mund të zgjidhni deri në {{count}} opsione.',
  },
  autocomplete: {
    suggestions: 'Sugjerime',
    results_one: '{{count}} sugjerim. Përdorni shigjetat lart dhe poshtë për ta zgjedhur.',
    results_other: '{{count}} sugjerime. Përdorni shigjetat lart dhe poshtë për të zgjedhur një.',
    noResults: 'Asnjë përputhje',
  },
  tooltip: {
    trigger: {
      custom: 'Më shumë informacion',
      alert: 'E rëndësishme',
      description: 'Shpjegim',
      error: 'Rreth gabimit',
      info: 'Informacion',
      message: 'Mesazh',
      warn: 'Paralajmërim',
    },
  },
  steps: {
    done: '(e kryer)',
    failed: '(e pakryer)',
  },
  carousel: {
    roleDescription: 'karusel',
    slideRoleDescription: 'slajd',
    position: '{{number}} nga {{count}}',
    previous: 'E mëparshmja',
    next: 'Tjetra',
    goTo: 'Shko te faqja {{number}}',
    showSlide: 'Shfaq slajdin {{number}}',
  },
  upload: {
    drop: 'Lëshojeni skedarin këtu',
    dropMany: 'Lëshojini skedarët këtu',
    takePrompt: 'Fotografoni këtë anë',
    choose: 'Zgjidhni një skedar',
    chooseAnother: 'Zgjidhni një skedar tjetër',
    hint: '{{types}}, deri në {{max}} MB',
    uploading: 'Po ngarkohet…',
    uploaded: 'Skedari u ngarkua',
    pdf: 'Dokumenti PDF u ngarkua',
    previewAlt: 'Pamje paraprake e skedarit të ngarkuar',
    rejected: {
      type: '{{file}}: ky lloj skedari nuk pranohet. Zgjidhni {{types}}.',
      size: '{{file}} është më i madh se {{max}} MB.',
      empty: '{{file}} është bosh.',
      count: '{{file}} nuk u shtua: zgjidhni vetëm një skedar.',
    },
  },
  longWait: {
    timeRemaining: 'Koha e mbetur',
    timeElapsed: 'Koha e pritjes',
    slidesLabel: 'Ndërsa prisni',
    startAgain: 'Fillo përsëri',
    explore: 'Eksploroni ofertën tonë',
  },
};

export default ui;
