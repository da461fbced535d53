import type { CatalogOf } from '../../translator';
import type en from './en';
import upload from '../salary-statement-upload/sq';
import bank from '../salary-statement-bank/sq';

const salaryStatement: CatalogOf<typeof en> = {
  upload,
  bank,
  title: 'Të ardhurat tuaja',
  lead: 'Për të vlerësuar kredinë tuaj na duhen të ardhurat neto të tre muajve të fundit. Zgjidhni si dëshironi t’i ndani me ne.',
  choose: {
    found: {
      title: 'Vazhdoni me të ardhurat e gjetura te {{bank}}',
      text: 'Lidhja me bankën tuaj ka lexuar tashmë tre muajt e fundit. Kontrolloni shifrat dhe konfirmojini.',
      action: 'Vazhdo me këto shifra',
    },
    heading: 'Si dëshironi të na jepni të dhënat për të ardhurat?',
    bank: {
      title: 'Lidhni bankën tuaj',
      text: 'Hyni në bankën tuaj online. Lexojmë pagën dhe këstet e kredive të tre muajve të fundit; fjalëkalimi juaj mbetet te banka juaj. Kjo është mënyra më e shpejtë.',
      action: 'Lidhni bankën tuaj',
    },
    upload: {
      title: 'Ngarkoni pasqyrat',
      text: 'Ngarkoni pasqyrat e llogarisë së tre muajve të fundit si skedarë PDF, TIFF ose JPG, secili deri në 1 MB.',
      action: 'Ngarkoni pasqyrat',
    },
  },
  chooseAgain: 'Zgjidhni një mënyrë tjetër',
  confirm: {
    heading: 'Konfirmoni të ardhurat dhe kredinë që dëshironi',
    lead: 'Kontrolloni shifrat dhe na tregoni kredinë që dëshironi. Oferta juaj personale vjen pas thirrjes me video.',
    found: {
      heading: 'Çfarë gjetëm te {{bank}}',
      account: 'Llogaria e pagës {{account}}',
      caption: 'Paga dhe këstet e kredive për çdo muaj',
      month: 'Muaji',
      salary: 'Paga',
      repayments: 'Këstet e kredive',
      average: 'Mesatarja mujore',
    },
    income: {
      label: 'Të ardhurat neto mujore ({{currency}})',
      hint: 'Paga juaj mesatare neto e tre muajve të fundit, siç shfaqet në pasqyrat tuaja.',
    },
    obligations: {
      label: 'Këstet mujore të kredive ekzistuese ({{currency}})',
      hint: 'Kreditë, lizingu dhe kartat e kreditit që paguani çdo muaj. Shkruani 0 nëse nuk keni.',
    },
    extraObligations: {
      label: 'Këste të tjera mujore që nuk i pamë ({{currency}})',
      hint: 'Kreditë që i paguani nga një llogari ose bankë tjetër. Shkruani 0 nëse nuk keni.',
    },
    dependants: {
      label: 'Anëtarë të familjes që mbani',
      hint: 'Fëmijë ose anëtarë të tjerë të familjes që jetojnë me të ardhurat tuaja. Shkruani 0 nëse nuk ka.',
    },
    wish: {
      heading: 'Kredia që dëshironi',
      amount: {
        label: 'Shuma ({{currency}})',
        hint: 'Online nga {{min}} deri në {{max}}, me hapa prej {{step}}. Për një shumë më të madhe vendos një këshilltar në degë.',
        slider: 'Shuma',
      },
      tenor: {
        legend: 'Periudha e shlyerjes',
        hint: 'Online nga {{min}} deri në {{max}} muaj.',
        years: 'Vite',
        months: 'Muaj',
        slider: 'Periudha e shlyerjes',
        value: '{{years}} vjet {{months}} muaj',
      },
      insurance: {
        legend: 'Sigurimi i pagesës së kredisë',
        hint: 'Sigurimi paguan këstet tuaja nëse nuk mund të punoni për shkak të sëmundjes, lëndimit ose humbjes së punës. Ai shton 6 % në çdo këst mujor.',
        yes: 'Po, me sigurim',
        no: 'Pa sigurim',
      },
    },
    estimate: {
      heading: 'Kësti mujor orientues',
      instalment: '{{amount}} në muaj',
      insurance: 'përfshirë sigurimin {{premium}}',
      note: 'Një llogaritje me normë interesi nominale fikse {{rate}} në vit. Banka e konfirmon ofertën pas thirrjes me video.',
      none: 'Shkruani shumën dhe periudhën e shlyerjes për të parë këstin.',
    },
    submit: 'Konfirmo dhe vazhdo',
    errors: {
      invalid: 'Disa nga shifrat nuk u pranuan. Ju lutemi kontrollojini dhe provoni përsëri.',
      statementMissing:
        'Nuk e kemi më pasqyrën tuaj. Ju lutemi na jepni përsëri të dhënat për të ardhurat.',
      failed: 'Nuk mundëm të ruanim përgjigjet tuaja. Ju lutemi provoni përsëri pas pak.',
    },
  },
  errors: {
    euros: 'Shkruani shumën në euro, vetëm me shifra (për shembull 1250 ose 1250,50).',
    wholeEuros: 'Shkruani euro të plota, vetëm me shifra.',
    incomeRequired: 'Shkruani të ardhurat tuaja neto mujore.',
    tooLarge: 'Kjo shumë është shumë e madhe. Ju lutemi kontrollojeni.',
    countRequired: 'Shkruani një numër nga 0 deri në 20.',
    amountRequired: 'Shkruani shumën që dëshironi të merrni hua.',
    amountMinimum: 'Shuma është nën kredinë më të vogël që ofrojmë. Intervali shfaqet mbi fushë.',
    amountStep: 'Shkruani shumën me hapa prej 100.',
    tenorRequired: 'Shkruani vitet dhe muajt e periudhës së shlyerjes.',
    monthsRange: 'Shkruani nga 0 deri në 11 muaj; 12 muaj bëjnë një vit.',
    tenorRange: 'Zgjidhni një periudhë shlyerjeje nga një vit deri në 30 vjet.',
    insuranceRequired: 'Zgjidhni nëse dëshironi sigurimin.',
  },
};

export default salaryStatement;
