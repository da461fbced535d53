import type { CatalogOf } from '../../translator';
import type en from './en';

/** Pagesa e parë (/pennytransfer dhe të dhënat e pagesës, decision 143). */
const pennyTransfer: CatalogOf<typeof en> = {
  title: 'Bëni pagesën e parë',
  lead: 'Për të hapur depozitën, dërgoni {{amount}} nga llogaria juaj në një bankë tjetër. Pagesa na tregon se llogaria është e juaja; shuma mbetet e juaja në depozitë.',
  loading: 'Po ngarkojmë të dhënat e pagesës…',
  loadFailed: 'Nuk mundëm të ngarkojmë të dhënat e pagesës.',
  retry: 'Provo përsëri',
  details: {
    heading: 'Të dhënat e pagesës',
    beneficiary: 'Përfituesi',
    iban: 'IBAN i përfituesit',
    amount: 'Shuma',
    reference: 'Referenca',
    purposeCode: 'Kodi i qëllimit',
    causal: 'Qëllimi i pagesës',
    copy: 'Kopjo',
    copyNamed: 'Kopjo: {{what}}',
    copied: 'U kopjua: {{what}}.',
    copyFailed: 'Kopjimi nuk funksionoi këtu: zgjidhni tekstin dhe kopjojeni me dorë.',
    qrHeading: 'Paguani duke skanuar',
    qrHint:
      'Skanoni kodin me aplikacionin celular të bankës suaj: të gjitha të dhënat plotësohen vetë.',
    qrAlt: 'Kodi UPN QR i pagesës prej {{amount}} për {{beneficiary}}, referenca {{reference}}',
    referenceInDescription:
      'Shkruani referencën në përshkrimin e pagesës: prej saj e njohim pagesën tuaj.',
    ownAccount:
      'Paguani nga një llogari në emrin tuaj. Një pagesë nga llogaria e dikujt tjetër nuk e hap depozitën tuaj.',
  },
  activation: {
    heading: 'Kur hapet depozita juaj',
    instant_one: 'Rreth {{count}} orë pas një pagese të menjëhershme.',
    instant_other: 'Rreth {{count}} orë pas një pagese të menjëhershme.',
    regular: 'Përndryshe deri në fund të ditës së ardhshme të punës, {{date}}.',
  },
  waiting: {
    status: 'Po presim pagesën tuaj. Kjo faqe përditësohet vetë.',
  },
  review: {
    heading: 'Pagesa juaj ka mbërritur',
    text: 'Emri i paguesit ndryshon nga i juaji, prandaj një koleg po e kontrollon. Zakonisht kjo zgjat më pak se një ditë pune; kjo faqe përditësohet vetë.',
  },
  paid: {
    heading: 'Pagesa u mor',
    text: 'Faleminderit. Depozita juaj është e hapur.',
    continue: 'Vazhdo',
  },
  refused: {
    heading: 'Ua kthyem pagesën',
    text: 'Pagesa nuk erdhi nga një llogari në emrin tuaj, prandaj ua kthyem paratë. Ju lutemi kontaktoni bankën dhe do t’ju ndihmojmë të përfundoni hapjen e depozitës.',
  },
  console: {
    nav: 'Pagesat',
    heading: 'Pagesat e para për t’u kontrolluar',
    lead: 'Këto pagesa nuk përputhen me të dhënat e aplikantit: arsyeja tregon si. Pranojeni kur llogaria është qartë e aplikantit; përndryshe refuzojeni: paratë kthehen dhe aplikantit i kërkohet të kontaktojë bankën.',
    empty: 'Nuk ka pagesa për t’u kontrolluar.',
    caption: 'Pagesat e marra që presin vendim, me arsyen',
    payer: 'Paguesi',
    applicant: 'Aplikanti',
    amount: 'Shuma',
    reference: 'Referenca',
    received: 'Marrë më',
    reason: 'Arsyeja',
    reasons: {
      PAYER_NAME: 'Emri i paguesit ndryshon nga i aplikantit.',
      PAYER_ACCOUNT: 'Paguar nga një llogari tjetër nga ajo që deklaroi aplikanti.',
      AMOUNT: 'Shuma ndryshon nga {{expected}} e zgjedhur.',
    },
    actions: 'Vendimi',
    accept: 'Prano pagesën nga {{payer}}',
    refuse: 'Refuzo pagesën nga {{payer}}',
    acceptShort: 'Prano',
    refuseShort: 'Refuzo',
    accepted: 'U pranua: produkti i {{applicant}} është aktiv.',
    refused: 'U refuzua: pagesa nga {{payer}} kthehet.',
    alreadyDecided: 'Dikush e ka vendosur tashmë këtë pagesë; lista është përditësuar.',
    refresh: 'Rifresko',
  },
};

export default pennyTransfer;
