import type { CatalogOf } from '../../translator';
import type en from './en';

const creditApproval: CatalogOf<typeof en> = {
  title: 'Oferta juaj për kredi',
  lead: 'Zgjidhni shumën dhe afatin e shlyerjes që ju përshtaten. Shifrat ndryshojnë ndërsa lëvizni rrëshqitësit.',
  loading: 'Po ngarkojmë ofertën tuaj…',
  failed: 'Nuk mundëm ta ngarkojmë ofertën tuaj tani.',
  retry: 'Provo përsëri',
  alternate:
    'Nuk mund t’ju japim hua {{amount}} për {{tenor}}, por mund t’ju ofrojmë këtë. Mund ta përshtatni ende brenda asaj që mund t’ju japim.',
  amount: {
    legend: 'Shuma e kredisë',
    slider: 'Shuma e kredisë, rrëshqitës',
    input: 'Shuma në euro',
    useLargest: 'Përdor {{amount}}',
  },
  tenor: {
    legend: 'Afati i shlyerjes',
    slider: 'Afati i shlyerjes, rrëshqitës',
    yearsInput: 'Vite',
    monthsInput: 'Muaj',
    years_one: '{{count}} vit',
    years_other: '{{count}} vjet',
    months_one: '{{count}} muaj',
    months_other: '{{count}} muaj',
    both: '{{years}} e {{months}}',
  },
  insurance: {
    legend: 'Sigurimi i pagesës së kredisë',
    explain:
      'Sigurimi paguan këstet tuaja nëse humbni punën ose nuk mund të punoni për shkak sëmundjeje ose aksidenti. Nuk është i detyrueshëm dhe i shton 6 % çdo kësti: {{premium}} në muaj për këtë kredi.',
    without: 'Pa sigurim',
    with: 'Me sigurim',
  },
  figures: {
    firstInstalment: 'Afati i këstit të parë (nëse nënshkruani sot)',
    title: 'Shifrat e kësaj kredie',
    monthly: 'Kësti mujor',
    monthlyWithInsurance: 'Pagesa mujore me sigurim',
    stale: 'Këto janë shifrat e shumës dhe afatit të fundit të vlefshëm.',
    nominalRate: 'Norma e interesit (fikse, vjetore)',
    apr: 'Norma efektive vjetore e kostos (NEV)',
    totalToRepay: 'Shuma totale për t’u paguar',
    amount: 'Shuma e kredisë',
    tenor: 'Afati i shlyerjes',
    instalments: 'Numri i kësteve',
    instalment: 'Kësti pa sigurim',
    premium: 'Prim sigurimi në muaj',
    lastInstalment: 'Kësti i fundit',
    fees: 'Tarifa e miratimit (një herë)',
    totalInterest: 'Interesi gjithsej',
    note: 'Shuma totale për t’u paguar përfshin interesin, tarifën e miratimit dhe, nëse e zgjidhni, primet e sigurimit.',
  },
  quote: {
    confirmed: 'Banka i ka konfirmuar këto shifra.',
    checking: 'Po i konfirmojmë shifrat me bankën…',
    failed:
      'Nuk mundëm t’i konfirmojmë shifrat me bankën tani. Do t’i kontrollojmë përsëri kur të zgjidhni kredinë.',
    notAffordable:
      'Nuk mund t’ju japim këtë shumë për këtë afat. Shuma më e madhe që mund t’ju japim për këtë afat është {{max}}.',
    noneForTenor:
      'Për këtë afat nuk mund t’ju japim asnjë shumë. Ju lutemi zgjidhni një afat më të gjatë.',
  },
  errors: {
    amountRequired: 'Shkruani shumën në euro të plota.',
    amountStep: 'Shkruani shumën me hapa prej {{step}}.',
    amountMin: 'Shuma më e vogël është {{min}}.',
    amountMax: 'Shuma më e madhe është {{max}}.',
    amountNotAffordable: 'Për këtë afat mund t’ju japim më së shumti {{max}}.',
    tenorRequired: 'Shkruani afatin në vite dhe muaj të plotë.',
    tenorMonthsPart: 'Shkruani nga 0 deri në 11 muaj; vitet e plota shkojnë te fusha e viteve.',
    tenorMin: 'Afati më i shkurtër është {{min}}.',
    tenorMax: 'Afati më i gjatë është {{max}}.',
    tenorNotAffordable:
      'Për këtë afat nuk mund t’ju japim asnjë shumë. Ju lutemi zgjidhni një afat më të gjatë.',
  },
  secci: {
    title: 'Informacioni standard evropian për kredinë konsumatore',
    lead: 'Para se të zgjidhni, lexoni informacionin për këtë kredi që kërkon ligji. Është përgatitur pikërisht për shumën, afatin dhe sigurimin e treguar më lart.',
    outdated:
      'E keni ndryshuar kredinë, prandaj informacioni që morët nuk përputhet më me të. Ju lutemi merrni informacionin për kredinë që tregohet tani.',
    get: 'Merr informacionin për këtë kredi (PDF)',
    open: 'Hap informacionin standard evropian për kredinë konsumatore (PDF, hapet në dritare të re)',
    issuedAt: 'Përgatitur më {{date}}.',
    read: 'E kam lexuar informacionin standard evropian për kredinë konsumatore.',
    readRequired: 'Ju lutemi konfirmoni që e keni lexuar informacionin.',
    fixChoice: 'Korrigjoni fillimisht shumën ose afatin.',
    failed: 'Nuk mundëm ta përgatisim informacionin tani. Ju lutemi provoni përsëri.',
  },
  payout: {
    when: 'Kredinë e paguajmë ditën e parë të punës pas nënshkrimit të marrëveshjes: më {{payoutDate}} nëse nënshkruani sot. Kësti i parë bie një muaj pas pagesës, më {{firstInstalmentDate}}, dhe të tjerët në të njëjtën ditë të çdo muaji.',
    loading: 'Po ngarkojmë llogaritë tuaja…',
    title: 'Ku e paguajmë kredinë',
    lead: 'Kredinë e paguajmë në një llogari në emrin tuaj, në një bankë në zonën SEPA (BE, ZEE, Zvicër dhe disa vende të tjera).',
    legend: 'Llogaria për pagesën',
    bankConnection: 'Llogaria ime në {{bank}}, {{account}}',
    bankConnectionHint: 'Llogaria, pasqyrën e së cilës e ndatë përmes bankës suaj.',
    typed: 'Një llogari tjetër në emrin tim',
    iban: 'IBAN-i i llogarisë',
    ibanHint: 'Dy shkronja dhe deri në 32 shifra e shkronja, për shembull {{example}}.',
    declaration: 'Kjo llogari është në emrin tim.',
    declarationHint:
      'Paguajmë vetëm në një llogari tuajën. Pagesa mban emrin tuaj dhe banka juaj e kontrollon atë me llogarinë.',
    errors: {
      source: 'Zgjidhni llogarinë ku ta paguajmë kredinë.',
      required: 'Shkruani IBAN-in e llogarisë.',
      format:
        'Një IBAN ka dy shkronja, dy shifra kontrolli dhe më pas deri në 30 shifra e shkronja.',
      checksum: 'Ky IBAN nuk është i vlefshëm. Ju lutemi kontrollojeni për gabime shkrimi.',
      notSepa: 'Mund të paguajmë vetëm në një llogari në një bankë në zonën SEPA.',
      declaration: 'Ju lutemi konfirmoni që llogaria është në emrin tuaj.',
      noBankConnection:
        'Llogaria e lidhjes me bankën tuaj nuk mund të përdoret. Ju lutemi shkruani IBAN-in e një llogarie në emrin tuaj.',
    },
  },
  payoutSummary: {
    heading: 'Pagesa e kredisë suaj',
    amount: 'Paguajmë',
    account: 'Në llogarinë tuaj',
    payoutDate: 'Data e pagesës',
    payoutDateIfSignedToday: 'Data e pagesës (nëse nënshkruani sot)',
    firstInstalment: 'Kësti i parë',
    firstInstalmentText: '{{amount}} më {{date}}',
    instalments: 'Këstet',
    instalmentsText_one: '{{count}} këst mujor, i fundit më {{date}}',
    instalmentsText_other: '{{count}} këste mujore, i fundit më {{date}}',
    plan: 'Shkarkoni planin e shlyerjes (PDF)',
  },
  choose: {
    action: 'Zgjidh këtë kredi',
    errors: {
      payout: 'Ju lutemi kontrolloni llogarinë ku paguajmë kredinë.',
      fixChoice: 'Ju lutemi korrigjoni fillimisht shumën ose afatin.',
      notAffordable:
        'Nuk mund t’ju japim këtë shumë për këtë afat. Ju lutemi ndryshoni shumën ose afatin.',
      secciMissing:
        'Para se të zgjidhni, merrni dhe lexoni informacionin standard evropian për kredinë konsumatore për kredinë e treguar.',
      OFFER_NOT_AVAILABLE:
        'Kjo kredi nuk ofrohet më me këto kushte. Ju lutemi kontrolloni shumën dhe afatin dhe provoni përsëri.',
      SECCI_MISMATCH:
        'Informacioni që lexuat ishte për kushte të tjera. Ju lutemi merrni informacionin për kredinë e treguar dhe lexojeni përsëri.',
    },
  },
  cancelled: {
    title: 'Shqyrtimi i kërkesës suaj për kredi është ndalur',
    text: 'Banka e ka ndalur shqyrtimin e kërkesës suaj për kredi. Ju lutemi na kontaktoni dhe do t’ju tregojmë si të vazhdoni.',
    contact: 'Na kontaktoni',
  },
};

export default creditApproval;
