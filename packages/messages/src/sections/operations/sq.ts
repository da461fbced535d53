import type { CatalogOf } from '../../translator';
import type en from './en';

/** Ekrani «Veprimtaria» në konsolë dhe njoftimi kur mbërrin një telefonues (vendimet 270, 271). */
const operations: CatalogOf<typeof en> = {
  nav: 'Veprimtaria',
  heading: 'Veprimtaria',
  lead: 'Radha siç është tani, dita deri tani dhe ku ndalen aplikantët.',
  loadFailed: 'Këto shifra nuk u lexuan dot. Do të lexohen sërish pas pak.',
  queue: {
    heading: 'Radha tani',
    waiting: 'Në pritje',
    inCall: 'Në telefonatë',
    longestWait: 'Pritja më e gjatë',
    noWait: 'Askush nuk pret',
    live: 'Drejtpërdrejt',
    reconnecting: 'Po rilidhet…',
  },
  today: {
    heading: 'Sot',
    lead: 'Që nga mesnata; lexohet sërish çdo 15 sekonda. Lexuar për herë të fundit në {{time}}.',
    figuresCaption: 'Pritjet dhe vendimet e sotme',
    figureColumn: 'Shifra',
    valueColumn: 'Sot',
    callsTaken: 'Telefonata të pranuara',
    p50: 'Pritja mesatare (gjysma pritën më pak)',
    p90: 'Pritja e 9 nga 10 (përqindëshi i 90-të)',
    approved: 'Të miratuara',
    rejected: 'Të refuzuara',
    sentBack: 'Të kthyera për korrigjim',
    operatorsCaption: 'Telefonatat që pranoi sot secili operator',
    operatorColumn: 'Operatori',
    callsColumn: 'Telefonata',
    noCalls: 'Sot nuk është pranuar ende asnjë telefonatë.',
    formerStaff: 'Ish-punonjës',
  },
  funnel: {
    heading: 'Ku ndalen aplikantët',
    lead: 'Aplikimet e nisura në periudhë, sipas hapit më të largët që arriti secili, nga të dhënat e vetë bankës.',
    periodLabel: 'Periudha',
    periods: {
      TODAY: 'Sot',
      LAST_7_DAYS: '7 ditët e fundit',
      LAST_30_DAYS: '30 ditët e fundit',
    },
    caption: '{{product}}: aplikimet sipas hapit më të largët të arritur, {{period}}',
    started_one: '{{count}} aplikim i nisur',
    started_other: '{{count}} aplikime të nisura',
    stepColumn: 'Hapi',
    reachedColumn: 'E arritën',
    shareColumn: 'Pjesa e të nisurave',
    dropOffColumn: 'U ndalën para tij',
    dropOffValue: '{{count}} ({{share}})',
    none: 'Asnjë i nisur',
  },
  alert: {
    heading: 'Njoftimi i mbërritjes',
    lead: 'Kur një telefonues hyn në radhën bosh ndërsa ju nuk jeni në telefonatë. Ky shfletues e mban mend.',
    sound: 'Luaj një tingull të shkurtër',
    title: 'Shfaqe në titullin e skedës dhe njoftoje',
    testSound: 'Luaj tingullin tani',
    documentTitle_one: '({{count}}) Një telefonues pret – {{title}}',
    documentTitle_other: '({{count}}) Telefonues presin – {{title}}',
    announcement_one: 'Një telefonues pret në radhë.',
    announcement_other: '{{count}} telefonues presin në radhë.',
  },
};

export default operations;
