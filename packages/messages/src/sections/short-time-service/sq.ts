import type { CatalogOf } from '../../translator';
import type en from './en';

const shortTimeService: CatalogOf<typeof en> = {
  phase: {
    EVALUATING_RISK: {
      title: 'Po vlerësojmë kredinë tuaj',
      text: 'Kontrollojmë të ardhurat tuaja dhe kredinë që dëshironi. Zakonisht zgjat më pak se një minutë; mund të qëndroni në këtë faqe.',
    },
    waiting: {
      title: 'Po fillojmë vlerësimin e kredisë suaj',
      text: 'Identiteti juaj është konfirmuar. Pas pak fillojmë të kontrollojmë kredinë tuaj.',
    },
    done: {
      title: 'Vlerësimi është gati',
      text: 'Po ju hapim rezultatin.',
    },
  },
  slides: {
    offer: {
      title: 'Oferta juaj',
      text: 'Nëse mund t’ju japim hua, shihni ofertën me këstin mujor, shumën totale për t’u shlyer dhe normën vjetore efektive. Shumën dhe periudhën mund t’i ndryshoni ende.',
    },
    secci: {
      title: 'Lexoni para se të zgjidhni',
      text: 'Para se të zgjidhni, merrni informacionin standard evropian për kredinë konsumatore në gjuhën tuaj, për ta lexuar dhe ruajtur.',
    },
    insurance: {
      title: 'Sigurimi, nëse e dëshironi',
      text: 'Sigurimi i pagesës paguan këstet tuaja nëse nuk mund të punoni. Ai shton 6 % në çdo këst dhe mund ta lini jashtë.',
    },
    sign: {
      title: 'Nënshkruani online',
      text: 'Pas zgjedhjes suaj përgatisim marrëveshjen e kredisë. E nënshkruani me një kod që dërgohet në telefonin tuaj celular.',
    },
  },
  failed: {
    title: 'Nuk mundëm ta përfundonim vlerësimin',
    text: 'Asgjë nuk ka humbur: të dhënat dhe identifikimi juaj ruhen. Ju lutemi provoni përsëri; nëse vazhdon të dështojë, na telefononi.',
    retry: 'Provo përsëri',
  },
  cancelled: {
    title: 'Vlerësimi i kredisë suaj u ndal',
    text: 'Një punonjës i bankës ndaloi përpunimin e aplikimit tuaj. Të dhënat tuaja ruhen. Ju lutemi na kontaktoni dhe do t’ju ndihmojmë të vazhdoni.',
    contact: 'Na kontaktoni',
  },
  resultFailed: 'Nuk mundëm të hapnim rezultatin e vlerësimit. Ju lutemi provoni përsëri.',
};

export default shortTimeService;
