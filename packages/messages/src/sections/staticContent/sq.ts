import type { CatalogOf } from '../../translator';
import type en from './en';

const staticContent: CatalogOf<typeof en> = {
  longWait: {
    title: 'Po përgatitim dokumentet tuaja',
    text: 'Kjo mund të zgjasë disa minuta. Ndërkohë, shikoni çfarë ju ofron llogaria juaj e re.',
  },
  slides: {
    mobileApp: {
      title: 'Banka juaj në xhep',
      text: 'Me aplikacionin celular paguani faturat, dërgoni para menjëherë dhe kontrolloni gjendjen në çdo kohë.',
    },
    cards: {
      title: 'Një kartë debiti për çdo ditë',
      text: 'Paguani pa kontakt në dyqane dhe online, dhe tërhiqni para në bankomatë në të gjithë vendin.',
    },
    savings: {
      title: 'Kurseni hap pas hapi',
      text: 'Lini mënjanë një shumë të vogël çdo muaj dhe shikoni si rriten kursimet tuaja.',
    },
    security: {
      title: 'Qëndroni të sigurt online',
      text: 'Nuk do t’ju kërkojmë kurrë fjalëkalimin ose një kod njëpërdorimësh me e-mail ose telefon.',
    },
  },
};

export default staticContent;
