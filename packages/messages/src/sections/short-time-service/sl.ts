import type { CatalogOf } from '../../translator';
import type en from './en';

const shortTimeService: CatalogOf<typeof en> = {
  phase: {
    EVALUATING_RISK: {
      title: 'Ocenjujemo vaš kredit',
      text: 'Preverjamo vaše prihodke in kredit, ki ga želite. To navadno traja manj kot minuto; lahko ostanete na tej strani.',
    },
    waiting: {
      title: 'Začenjamo z oceno vašega kredita',
      text: 'Vaša identiteta je potrjena. V trenutku začnemo preverjati vaš kredit.',
    },
    done: {
      title: 'Ocena je pripravljena',
      text: 'Odpiramo vam rezultat.',
    },
  },
  slides: {
    offer: {
      title: 'Vaša ponudba',
      text: 'Če vam lahko posodimo, vidite ponudbo z mesečnim obrokom, skupnim zneskom za vračilo in efektivno obrestno mero. Znesek in dobo lahko še prilagodite.',
    },
    secci: {
      title: 'Preberite, preden izberete',
      text: 'Pred izbiro prejmete standardne evropske informacije o potrošniškem kreditu v svojem jeziku, ki jih lahko preberete in shranite.',
    },
    insurance: {
      title: 'Zavarovanje, če ga želite',
      text: 'Zavarovanje odplačila plača vaše obroke, če ne morete delati. Vsak obrok poveča za 6 %, lahko pa se mu odpoveste.',
    },
    sign: {
      title: 'Podpis prek spleta',
      text: 'Po vaši izbiri pripravimo kreditno pogodbo. Podpišete jo s kodo, ki jo pošljemo na vaš mobilni telefon.',
    },
  },
  failed: {
    title: 'Ocene nismo mogli dokončati',
    text: 'Nič ni izgubljeno: vaši podatki in identifikacija ostanejo shranjeni. Poskusite znova; če se napaka ponavlja, nas pokličite.',
    retry: 'Poskusi znova',
  },
  cancelled: {
    title: 'Ocena vašega kredita je bila ustavljena',
    text: 'Zaposleni v banki je ustavil obdelavo vaše vloge. Vaši podatki ostanejo shranjeni. Obrnite se na nas in pomagali vam bomo nadaljevati.',
    contact: 'Kontaktirajte nas',
  },
  resultFailed: 'Rezultata ocene nismo mogli odpreti. Poskusite znova.',
};

export default shortTimeService;
