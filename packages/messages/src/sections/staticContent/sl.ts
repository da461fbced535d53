import type { CatalogOf } from '../../translator';
import type en from './en';

const staticContent: CatalogOf<typeof en> = {
  longWait: {
    title: 'Pripravljamo vaše dokumente',
    text: 'To lahko traja nekaj minut. Medtem si oglejte, kaj vam ponuja vaš novi račun.',
  },
  slides: {
    mobileApp: {
      title: 'Banka v vašem žepu',
      text: 'Z mobilno aplikacijo plačujete položnice, denar nakažete takoj in kadar koli preverite stanje.',
    },
    cards: {
      title: 'Debetna kartica za vsak dan',
      text: 'Brezstično plačujte v trgovinah in na spletu ter dvigujte gotovino na bankomatih po vsej državi.',
    },
    savings: {
      title: 'Varčujte sproti',
      text: 'Vsak mesec prihranite majhen znesek in opazujte, kako vaši prihranki rastejo.',
    },
    security: {
      title: 'Varno na spletu',
      text: 'Nikoli vas ne bomo prosili za geslo ali enkratno kodo po e-pošti ali telefonu.',
    },
  },
};

export default staticContent;
