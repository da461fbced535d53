import type { CatalogOf } from '../../translator';
import type en from './en';

/** Ngarkimi i pasqyrave të pagës në /salarystatement (decision 149). */
const upload: CatalogOf<typeof en> = {
  intro:
    'Ngarkoni pasqyrat e llogarisë ku ju paguhet rroga, për {{months}}. Skedarë PDF, TIFF ose JPG deri në 1 MB secili; mund të jenë disa.',
  bank: {
    label: 'Banka e pasqyrave',
    placeholder: 'Zgjidhni bankën',
    hint: 'Banka që mban llogarinë ku ju paguhet rroga.',
    required: 'Fillimisht zgjidhni bankën e pasqyrave tuaja.',
    loadFailed: 'Nuk mundëm të ngarkojmë listën e bankave. Ringarkoni faqen.',
  },
  drop: 'Pasqyrat tuaja',
  list: {
    heading: 'Skedarët tuaj',
    empty: 'Ende nuk ka skedarë.',
    loadFailed: 'Nuk mundëm të lexojmë skedarët që keni ngarkuar më parë. Ringarkoni faqen.',
  },
  months: {
    legend: 'Muajt që mbulon {{file}}',
    required: 'Shënoni të paktën një muaj që mbulon ky skedar.',
    missing: 'Mungojnë ende: {{months}}.',
    complete: 'Skedarët tuaj mbulojnë të tre muajt.',
  },
  status: {
    PENDING: 'Ende i padërguar',
    SENDING: 'Po dërgohet…',
    UPLOADED: 'U ngarkua',
    CONFIRMED: 'U konfirmua',
    REJECTED: 'U refuzua',
  },
  actions: {
    send: 'Ngarko {{file}}',
    delete: 'Fshi {{file}}',
    remove: 'Hiq {{file}}',
    finish: 'Përfundo',
  },
  reasons: {
    NOT_ALLOWED_TYPE:
      'Ky skedar nuk është PDF, TIFF ose JPG. Ruajeni pasqyrën në një nga këto formate dhe provoni përsëri.',
    TOO_LARGE:
      'Ky skedar është më i madh se 1 MB. Ruajeni me rezolucion më të ulët ose ndajeni në disa skedarë.',
    EMPTY: 'Ky skedar është bosh. Zgjidhni përsëri skedarin e pasqyrës.',
    NOT_BASE64: 'Ky skedar nuk mund të lexohej. Zgjidheni përsëri.',
    MONTH_OUT_OF_RANGE:
      'Na duhen vetëm pasqyrat e tre muajve të fundit të plotë. Shënoni muajt që mbulon ky skedar.',
    TOO_MANY_FILES:
      'Keni ngarkuar numrin më të madh të skedarëve që pranojmë (10). Fshini një para se të shtoni tjetër.',
    UNKNOWN_BANK: 'Zgjidhni nga lista bankën e pasqyrave tuaja.',
    BANK_MISMATCH:
      'Të gjitha pasqyrat duhet të jenë nga e njëjta bankë. Për të ndryshuar bankën, fshini skedarët e tjerë.',
    STATEMENTS_FINALIZED: 'Pasqyrat tuaja janë dorëzuar tashmë.',
    failed: 'Skedari nuk mund të ngarkohej. Provoni përsëri.',
  },
  finish: {
    missing: 'Mungojnë pasqyrat për {{months}}. Ngarkojini dhe pastaj përfundoni.',
    failed: 'Nuk mundëm ta përfundojmë ngarkimin. Provoni përsëri pas pak.',
    pending: 'Ngarkoni ose hiqni skedarët që nuk janë dërguar ende, pastaj përfundoni.',
  },
  errors: {
    month: 'Zgjidhni një muaj nga lista.',
    monthsRequired: 'Shënoni të paktën një muaj që mbulon ky skedar.',
    monthsRepeated: 'Shënojeni çdo muaj vetëm një herë.',
    UNKNOWN_BANK: 'Zgjidhni nga lista bankën e pasqyrave tuaja.',
  },
};

export default upload;
