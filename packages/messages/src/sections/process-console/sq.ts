import type { CatalogOf } from '../../translator';
import type en from './en';

/**
 * Proceset në sfond në konsolën e operatorit (mbikëqyrësit: proceset në vazhdim, anulimi) dhe
 * paneli i pasqyrës së pagës gjatë thirrjes me aplikantin për kredi (decision 147).
 */
const processConsole: CatalogOf<typeof en> = {
  nav: 'Proceset në sfond',
  heading: 'Proceset në sfond',
  lead: 'Aplikimet që banka po i përpunon në sfond. Lista rifreskohet vetë çdo disa sekonda.',
  refresh: 'Rifresko listën',
  empty: 'Asnjë proces në sfond nuk është në vazhdim.',
  caption: 'Proceset në sfond në vazhdim',
  applicant: 'Aplikanti',
  process: 'Procesi',
  phase: 'Faza',
  started: 'Filloi',
  updated: 'Ndryshimi i fundit',
  actions: 'Veprimet',
  cancel: 'Anulo',
  cancelFor: 'Anulo procesin e {{name}}',
  cancelled: 'U anulua: procesi i {{name}} ndalet në hapin e ardhshëm dhe aplikanti njoftohet.',
  alreadyEnded: 'Procesi i {{name}} kishte përfunduar tashmë; lista është sërish e përditësuar.',
  kinds: {
    risk: 'Vlerësimi i kredisë',
    dossier: 'Dosja dhe llogaria',
    other: 'Tjetër',
  },
  phases: {
    NOT_OBSERVED: 'Nuk ka filluar',
    GETTING_DOSSIER: 'Marrja e dosjes',
    VERIFYING_USER: 'Verifikimi i aplikantit',
    WAITING_PROCESS_SWITCH_SELECTION: 'Pret aplikantin: llogari në vend të kredisë',
    SAVING_PROCESS_SWITCH_CHOICE: 'Ruajtja e kalimit në llogari',
    EVALUATING_RISK: 'Vlerësimi i rrezikut',
    WAITING_LOAN_SELECTION: 'Pret që aplikanti të zgjedhë një ofertë',
    SAVING_LOAN_CHOICE: 'Ruajtja e ofertës së zgjedhur',
    GETTING_DOCUMENTS: 'Përgatitja e dokumenteve',
    CREATING_DOSSIER: 'Krijimi i dosjes',
    END: 'Përfundoi',
    ERROR: 'Dështoi',
    CANCELLED: 'U anulua',
  },
  dialog: {
    title: 'Të anulohet procesi i {{name}}?',
    text: 'Procesi ndalet në hapin e ardhshëm. Aplikanti sheh se u anulua dhe si mund të kontaktojë bankën.',
    reason: 'Arsyeja',
    reasonHint: 'Të paktën 3 shkronja. Ruhet në gjurmën e auditimit.',
    reasonShort: 'Jepni një arsye me të paktën 3 shkronja.',
    confirm: 'Anulo procesin',
    keep: 'Lëre të vazhdojë',
  },
  loan: {
    heading: 'Pasqyra e pagës',
    notConfirmed: 'Aplikanti nuk e ka konfirmuar ende të ardhurat.',
    source: 'Burimi i të ardhurave',
    sources: {
      OPEN_BANKING: 'Lidhja me bankën (open banking)',
      UPLOAD: 'Pasqyrat e ngarkuara',
    },
    bank: 'Kodi i bankës',
    income: 'Të ardhurat neto mujore',
    obligations: 'Këstet mujore të kredive të tjera',
    dependants: 'Persona në ngarkim',
    wish: 'Kredia e dëshiruar',
    wishPlain: '{{amount}} për {{months}} muaj, pa sigurim',
    wishInsured: '{{amount}} për {{months}} muaj, me sigurim',
    confirmedAt: 'U konfirmua',
    statements: 'Pasqyrat e ngarkuara',
    noStatements: 'Nuk u ngarkua asnjë pasqyrë.',
    statementLink: 'Hap {{name}} ({{months}})',
  },
};

export default processConsole;
