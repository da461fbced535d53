import type { CatalogOf } from '../../translator';
import type en from './en';

/** Vezani depozit (odločitvi 231 in 232): lasten korak /deposit in povzetek depozita. */
const depositTerms: CatalogOf<typeof en> = {
  lead: 'Izberite znesek, dobo vezave in kaj se zgodi ob koncu. Obrestna mera je fiksna za vso dobo vezave.',
  loading: 'Nalagamo ponudbo depozita …',
  loadFailed: 'Ponudbe depozita nismo mogli naložiti.',
  retry: 'Poskusi znova',
  amount: {
    label: 'Znesek',
    hint: 'Od {{min}} do {{max}}, v {{currency}}. Vpišite samo števke, na primer {{amount}} ali {{amount}},50.',
  },
  term: {
    legend: 'Doba vezave',
    days_one: '{{count}} dan',
    days_two: '{{count}} dneva',
    days_few: '{{count}} dni',
    days_other: '{{count}} dni',
    rateFrom: 'od {{rate}} letno',
  },
  atMaturity: {
    legend: 'Ob zapadlosti',
    PAYOUT: 'Izplačilo skupaj z obrestmi',
    PAYOUT_hint: 'Depozit in obresti nakažemo na vaš račun, ki ga vpišete spodaj.',
    RENEW: 'Podaljšanje za enako dobo',
    RENEW_hint: 'Depozit in obresti ponovno vežemo po takrat veljavni obrestni meri.',
  },
  ownIban: {
    label: 'Vaš račun pri drugi banki (IBAN)',
    hint: 'Račun, ki se glasi na vaše ime: z njega nakažete depozit in nanj ga vrnemo.',
  },
  quote: {
    heading: 'Vaš depozit',
    incomplete: 'Vpišite znesek in izberite dobo vezave, pa boste videli obrestno mero in obresti.',
    rate: 'Fiksna obrestna mera',
    perYear: '{{rate}} letno',
    interest: 'Obresti ob zapadlosti',
    ear: 'Efektivna letna obrestna mera',
    start: 'Začetek',
    startNote: 'Začne se na dan, ko prispe vaše nakazilo; datuma se premakneta z njim.',
    maturity: 'Zapadlost',
    total: 'Izplačilo ob zapadlosti',
  },
  guarantee: {
    si: 'Vloge so zajamčene do 100.000 € na vlagatelja pri posamezni banki po Zakonu o sistemu jamstva za vloge (ZSJV), ki ga izvaja Banka Slovenije; jamstvo se izplača v 7 delovnih dneh.',
    al: 'Vloge so zavarovane do 2.500.000 lekov na vlagatelja pri posamezni banki pri albanski agenciji za zavarovanje vlog (ASD).',
  },
  next: 'Naprej',
  errors: {
    amountInvalid: 'Vpišite znesek s števkami, z največ dvema decimalkama.',
    amountBelowMin: 'Znesek je manjši od najmanjšega depozita.',
    amountAboveMax: 'Znesek je večji od največjega depozita, ki ga sprejmemo prek spleta.',
    termNotOffered: 'Izberite eno od ponujenih dob vezave.',
    atMaturityRequired: 'Izberite, kaj se zgodi ob zapadlosti.',
    ibanRequired: 'Vpišite IBAN svojega računa.',
    ibanFormat: 'To ni IBAN: dve črki, dve kontrolni števki in številka računa.',
    ibanChecksum: 'V IBAN se je prikradla tipkarska napaka: preverite ga.',
    ibanNotSepa: 'Navedite račun v državi območja SEPA.',
  },
  pdf: {
    contractTitle: 'Pogodba o vezanem depozitu',
    informationTitle: 'Predpogodbene informacije o vezanem depozitu',
    informationIntro:
      'Te informacije vam damo pred sklenitvijo pogodbe, da lahko ponudbo primerjate. Zavežejo vas šele, ko pogodbo podpišete.',
    figuresHeading: 'Depozit',
    amount: 'Znesek',
    term: 'Doba vezave',
    days: '{{days}} dni',
    rate: 'Fiksna nominalna obrestna mera',
    ear: 'Efektivna letna obrestna mera',
    start: 'Začetek',
    startValue: 'dan, ko prispe znesek (izračun za {{date}})',
    maturity: 'Zapadlost',
    interest: 'Obresti ob zapadlosti',
    atMaturity: 'Ob zapadlosti',
    atMaturityPAYOUT: 'izplačilo z obrestmi na {{iban}}',
    atMaturityRENEW: 'podaljšanje za {{days}} dni po takrat veljavni obrestni meri',
    ownIban: 'Lastni račun stranke',
    depositIban: 'Račun depozita',
    sections: {
      object: {
        heading: 'Predmet pogodbe',
        text: 'Banka od stranke sprejme vezani depozit v znesku {{amount}} za {{days}} dni po fiksni nominalni obrestni meri {{rate}} letno.',
      },
      start: {
        heading: 'Začetek',
        text: 'Depozit začne teči na dan, ko je znesek z lastnega računa stranke {{ownIban}} odobren na račun depozita {{depositIban}}. Zneski v tem dokumentu so izračunani za začetek {{start}}; če znesek prispe pozneje, se začetek, zapadlost in obresti premaknejo z njim, po enaki obrestni meri.',
      },
      interest: {
        heading: 'Obresti',
        text: 'Obresti so navadne: znesek, pomnožen z obrestno mero za vsak dan od začetka (se šteje) do zapadlosti (se ne šteje), pri čemer je dan 1/365 leta oziroma 1/366 v prestopnem letu; zaokrožene navzgor od polovice na najmanjšo enoto valute in izplačane ob zapadlosti. Za ta depozit znašajo {{interest}}; efektivna letna obrestna mera je {{ear}}.',
      },
      maturity: {
        heading: 'Zapadlost',
        text: 'Depozit zapade {{days}} dni po začetku, za zgornji izračun {{maturity}}. Če je ta dan sobota, nedelja, praznik ali dan, ko banka ne posluje, zapade naslednji delovni dan, obresti pa tečejo tudi za vmesne dni. Pred zapadlostjo je depozit mogoče prekiniti le v dogovoru z banko.',
      },
      payout: {
        heading: 'Ob zapadlosti',
        text: 'Ob zapadlosti banka znesek in obresti nakaže na lastni račun stranke {{ownIban}}.',
      },
      renew: {
        heading: 'Ob zapadlosti',
        text: 'Ob zapadlosti banka znesek in obresti ponovno veže za {{days}} dni po obrestni meri, ki na ta dan velja po njeni tabeli, in stranki sporoči nove zneske; stranka lahko podaljševanje ustavi kadar koli pred zapadlostjo.',
      },
      funding: {
        heading: 'Vplačilo depozita',
        text: 'Depozit začne teči le z vplačilom natanko {{amount}} z računa, ki se glasi na ime stranke. Vplačilo drugega zneska ali z drugega računa banka preveri; vplačilo, ki ga ne more sprejeti, vrne plačniku.',
      },
      costs: {
        heading: 'Stroški',
        text: 'Banka za odprtje, vodenje in izplačilo vezanega depozita ne zaračunava nadomestil.',
      },
      guarantee: {
        heading: 'Jamstvo za vloge',
        text: '{{guarantee}}',
      },
      withdrawal: {
        heading: 'Pravica do odstopa',
        text: 'Od pogodbe, sklenjene na daljavo, lahko odstopite v 14 dneh od sklenitve brez navedbe razloga, tako da banki to sporočite pisno ali po e-pošti.',
      },
      law: {
        heading: 'Pravo in pritožbe',
        text: 'Za pogodbo se uporablja pravo države {{country}}. Pritožbe obravnava pritožbena služba banke; izvensodno rešitev je mogoče iskati pri organu, navedenem v splošnih pogojih.',
      },
    },
  },
  summary: {
    heading: 'Vaš vezani depozit',
    amount: 'Znesek',
    rate: 'Fiksna obrestna mera',
    term: 'Doba vezave',
    start: 'Začetek',
    startPending: 'ko prispe vaše nakazilo',
    maturity: 'Zapadlost',
    interest: 'Pričakovane obresti',
    atMaturity: 'Ob zapadlosti',
    ownAccount: 'Vaš račun',
  },
};

export default depositTerms;
