import type { CatalogOf } from '../../translator';
import type en from './en';

const longTimeService: CatalogOf<typeof en> = {
  phase: {
    GETTING_DOCUMENTS: {
      title: 'Pripravljamo vaše pogodbe',
      text: 'Vaša identiteta je potrjena. Zdaj pripravljamo pogodbe s podatki, ki ste nam jih dali.',
    },
    CREATING_DOSSIER: {
      title: 'Odpiramo vaš račun',
      text: 'Pogodbe so pripravljene. Odpiramo vaš račun in vlagamo vašo vlogo.',
    },
    END: {
      title: 'Vse je pripravljeno',
      text: 'Pogodbe so pripravljene za podpis.',
    },
    SAVING_LOAN_CHOICE: {
      title: 'Shranjujemo vašo izbiro',
      text: 'Zapisujemo kredit, ki ste ga izbrali, in začenjamo pripravljati kreditno pogodbo.',
    },
    SAVING_PROCESS_SWITCH_CHOICE: {
      title: 'Vašo vlogo preusmerjamo na odprtje računa',
      text: 'Vse, kar ste nam dali, ohranimo in pripravljamo odprtje vašega računa.',
    },
    waiting: {
      title: 'Obdelujemo vašo vlogo',
      text: 'To navadno traja manj kot minuto. Lahko ostanete na tej strani.',
    },
  },
  loanPhase: {
    GETTING_DOCUMENTS: {
      title: 'Pripravljamo vašo kreditno pogodbo',
      text: 'Vaša izbira je shranjena. Pripravljamo kreditno pogodbo in druge pogodbe.',
    },
    CREATING_DOSSIER: {
      title: 'Odpiramo račun za vaš kredit',
      text: 'Pogodbe so pripravljene. Odpiramo račun, na katerega nakažemo vaš kredit.',
    },
  },
  loanSlides: {
    disbursement: {
      title: 'Vaš denar',
      text: 'Ko podpišete, kredit nakažemo na vaš novi račun. Obroke vidite v svoji mobilni banki.',
    },
  },
  cancelled: {
    title: 'Obdelava vaše vloge je bila ustavljena',
    text: 'Zaposleni v banki je ustavil obdelavo vaše vloge. Vaši podatki ostanejo shranjeni. Obrnite se na nas in pomagali vam bomo nadaljevati.',
    contact: 'Kontaktirajte nas',
  },
  slides: {
    certificate: {
      title: 'Naslednji korak: vaše potrdilo za podpisovanje',
      text: 'Na vaš mobilni telefon pošljemo kodo. Z njo izdamo osebno potrdilo, ki podpiše vaše pogodbe in velja enako kot lastnoročni podpis.',
    },
    contracts: {
      title: 'Preberite, preden podpišete',
      text: 'Pred podpisom odprite vsako pogodbo. Podpisane izvode lahko prenesete in shranite.',
    },
    branch: {
      title: 'Vaša poslovalnica',
      text: 'Izberite poslovalnico, ki bo skrbela za vas in kjer vam bomo z veseljem pomagali osebno.',
    },
    app: {
      title: 'Vaša mobilna banka',
      text: 'Na zadnji strani dobite aktivacijsko kodo za našo mobilno aplikacijo. Imejte telefon pri roki.',
    },
  },
  countdown: {
    showElapsed: 'Pokaži pretečeni čas',
    showRemaining: 'Pokaži preostali čas',
  },
  failed: {
    title: 'Priprave pogodb nismo mogli dokončati',
    text: 'Nič ni izgubljeno: vaši podatki in identifikacija ostanejo shranjeni. Poskusite znova; če se napaka ponavlja, nas pokličite.',
    retry: 'Poskusi znova',
  },
  continue: 'Nadaljuj na podpis',
};

export default longTimeService;
