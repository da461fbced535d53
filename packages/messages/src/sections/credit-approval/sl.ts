import type { CatalogOf } from '../../translator';
import type en from './en';

const creditApproval: CatalogOf<typeof en> = {
  title: 'Vaša ponudba za kredit',
  lead: 'Nastavite znesek in dobo odplačevanja, ki vam ustrezata. Zneski se spreminjajo, ko premikate drsnike.',
  loading: 'Nalagamo vašo ponudbo …',
  failed: 'Vaše ponudbe trenutno ne moremo naložiti.',
  retry: 'Poskusi znova',
  alternate:
    'Zneska {{amount}} z dobo {{tenor}} vam ne moremo posoditi, lahko pa vam ponudimo tole. Ponudbo lahko še prilagodite v mejah, ki jih lahko odobrimo.',
  amount: {
    legend: 'Znesek kredita',
    slider: 'Znesek kredita, drsnik',
    input: 'Znesek v evrih',
    useLargest: 'Uporabi {{amount}}',
  },
  tenor: {
    legend: 'Doba odplačevanja',
    slider: 'Doba odplačevanja, drsnik',
    yearsInput: 'Leta',
    monthsInput: 'Meseci',
    years_one: '{{count}} leto',
    years_two: '{{count}} leti',
    years_few: '{{count}} leta',
    years_other: '{{count}} let',
    months_one: '{{count}} mesec',
    months_two: '{{count}} meseca',
    months_few: '{{count}} meseci',
    months_other: '{{count}} mesecev',
    both: '{{years}} in {{months}}',
  },
  insurance: {
    legend: 'Zavarovanje odplačila kredita',
    explain:
      'Zavarovanje plača vaše obroke, če izgubite zaposlitev ali zaradi bolezni ali nesreče ne morete delati. Ni obvezno in vsakemu obroku doda 6 %: pri tem kreditu {{premium}} na mesec.',
    without: 'Brez zavarovanja',
    with: 'Z zavarovanjem',
  },
  figures: {
    firstInstalment: 'Zapadlost prvega obroka (če podpišete danes)',
    title: 'Podatki o tem kreditu',
    monthly: 'Mesečni obrok',
    monthlyWithInsurance: 'Mesečno plačilo z zavarovanjem',
    stale: 'To so podatki za zadnji veljavni znesek in dobo.',
    nominalRate: 'Obrestna mera (fiksna, letna)',
    apr: 'Efektivna obrestna mera (EOM)',
    totalToRepay: 'Skupni znesek, ki ga plačate',
    amount: 'Znesek kredita',
    tenor: 'Doba odplačevanja',
    instalments: 'Število obrokov',
    instalment: 'Obrok brez zavarovanja',
    premium: 'Mesečna premija zavarovanja',
    lastInstalment: 'Zadnji obrok',
    fees: 'Stroški odobritve (enkratno)',
    totalInterest: 'Skupaj obresti',
    note: 'Skupni znesek, ki ga plačate, vključuje obresti, stroške odobritve in, če ga izberete, premije zavarovanja.',
  },
  quote: {
    confirmed: 'Banka je te podatke potrdila.',
    checking: 'Podatke potrjujemo z banko …',
    failed:
      'Podatkov trenutno ne moremo potrditi z banko. Ponovno jih preverimo, ko izberete kredit.',
    notAffordable:
      'Tega zneska vam s to dobo ne moremo posoditi. Največ, kar vam lahko posodimo s to dobo, je {{max}}.',
    noneForTenor: 'S to dobo vam ne moremo posoditi nobenega zneska. Izberite daljšo dobo.',
  },
  errors: {
    amountRequired: 'Vpišite znesek v celih evrih.',
    amountStep: 'Vpišite znesek v korakih po {{step}}.',
    amountMin: 'Najmanjši znesek je {{min}}.',
    amountMax: 'Največji znesek je {{max}}.',
    amountNotAffordable: 'S to dobo vam lahko posodimo največ {{max}}.',
    tenorRequired: 'Vpišite dobo v celih letih in mesecih.',
    tenorMonthsPart: 'Vpišite od 0 do 11 mesecev; cela leta vpišite v polje za leta.',
    tenorMin: 'Najkrajša doba je {{min}}.',
    tenorMax: 'Najdaljša doba je {{max}}.',
    tenorNotAffordable: 'S to dobo vam ne moremo posoditi nobenega zneska. Izberite daljšo dobo.',
  },
  secci: {
    title: 'Standardne evropske informacije o potrošniškem kreditu',
    lead: 'Preden izberete, preberite informacije o tem kreditu, ki jih zahteva zakon. Pripravljene so natanko za znesek, dobo in zavarovanje zgoraj.',
    outdated:
      'Kredit ste spremenili, zato prejete informacije ne veljajo več zanj. Pridobite informacije za kredit, ki je prikazan zdaj.',
    get: 'Pridobi informacije za ta kredit (PDF)',
    open: 'Odpri standardne evropske informacije o potrošniškem kreditu (PDF, odpre se v novem oknu)',
    issuedAt: 'Pripravljeno {{date}}.',
    read: 'Prebral(-a) sem standardne evropske informacije o potrošniškem kreditu.',
    readRequired: 'Potrdite, da ste informacije prebrali.',
    fixChoice: 'Najprej popravite znesek ali dobo.',
    failed: 'Informacij trenutno ne moremo pripraviti. Poskusite znova.',
  },
  payout: {
    when: 'Kredit izplačamo prvi delovni dan po podpisu pogodbe: {{payoutDate}}, če podpišete danes. Prvi obrok zapade en mesec po izplačilu, {{firstInstalmentDate}}, drugi pa na isti dan vsakega meseca.',
    loading: 'Nalagamo vaše račune …',
    title: 'Kam nakažemo kredit',
    lead: 'Kredit nakažemo na račun, ki se glasi na vaše ime, pri banki v območju SEPA (EU, EGP, Švica in nekaj drugih držav).',
    legend: 'Račun za izplačilo',
    bankConnection: 'Moj račun – {{bank}}, {{account}}',
    bankConnectionHint: 'Račun, katerega izpisek ste delili prek svoje banke.',
    typed: 'Drug račun, ki se glasi na moje ime',
    iban: 'IBAN računa',
    ibanHint: 'Dve črki in do 32 številk in črk, na primer {{example}}.',
    declaration: 'Račun se glasi na moje ime.',
    declarationHint:
      'Nakažemo le na vaš lastni račun. Nakazilo nosi vaše ime, vaša banka pa ga preveri z imetnikom računa.',
    errors: {
      source: 'Izberite račun, na katerega nakažemo kredit.',
      required: 'Vpišite IBAN računa.',
      format: 'IBAN ima dve črki, dve kontrolni številki in nato do 30 številk in črk.',
      checksum: 'Ta IBAN ni veljaven. Preverite, ali ste se pri vpisu zatipkali.',
      notSepa: 'Nakažemo lahko le na račun pri banki v območju SEPA.',
      declaration: 'Potrdite, da se račun glasi na vaše ime.',
      noBankConnection:
        'Računa iz povezave z vašo banko ne moremo uporabiti. Vpišite IBAN računa, ki se glasi na vaše ime.',
    },
  },
  payoutSummary: {
    heading: 'Izplačilo vašega kredita',
    amount: 'Izplačamo',
    account: 'Na vaš račun',
    payoutDate: 'Datum izplačila',
    payoutDateIfSignedToday: 'Datum izplačila (če podpišete danes)',
    firstInstalment: 'Prvi obrok',
    firstInstalmentText: '{{amount}}, zapade {{date}}',
    instalments: 'Obroki',
    instalmentsText_one: '{{count}} mesečni obrok, zadnji zapade {{date}}',
    instalmentsText_two: '{{count}} mesečna obroka, zadnji zapade {{date}}',
    instalmentsText_few: '{{count}} mesečni obroki, zadnji zapade {{date}}',
    instalmentsText_other: '{{count}} mesečnih obrokov, zadnji zapade {{date}}',
    plan: 'Prenesite odplačilni načrt (PDF)',
  },
  choose: {
    action: 'Izberi ta kredit',
    errors: {
      payout: 'Preverite račun, na katerega nakažemo kredit.',
      fixChoice: 'Najprej popravite znesek ali dobo.',
      notAffordable: 'Tega zneska vam s to dobo ne moremo posoditi. Spremenite znesek ali dobo.',
      secciMissing:
        'Preden izberete, pridobite in preberite standardne evropske informacije o potrošniškem kreditu za prikazani kredit.',
      OFFER_NOT_AVAILABLE:
        'Ta kredit pod temi pogoji ni več na voljo. Preverite znesek in dobo ter poskusite znova.',
      SECCI_MISMATCH:
        'Prebrane informacije so bile za druge pogoje. Pridobite informacije za prikazani kredit in jih preberite znova.',
    },
  },
  cancelled: {
    title: 'Obravnava vaše kreditne vloge je ustavljena',
    text: 'Banka je ustavila obravnavo vaše kreditne vloge. Obrnite se na nas in povedali vam bomo, kako nadaljevati.',
    contact: 'Stopite v stik z nami',
  },
};

export default creditApproval;
