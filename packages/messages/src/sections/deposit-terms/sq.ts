import type { CatalogOf } from '../../translator';
import type en from './en';

/** Depozita me afat (vendimet 231 dhe 232): hapi /deposit dhe përmbledhja e depozitës. */
const depositTerms: CatalogOf<typeof en> = {
  lead: 'Zgjidhni shumën, afatin dhe çfarë ndodh në fund. Norma e interesit është fikse për gjithë afatin.',
  loading: 'Po ngarkojmë ofertën e depozitës…',
  loadFailed: 'Nuk mundëm ta ngarkojmë ofertën e depozitës.',
  retry: 'Provoni përsëri',
  amount: {
    label: 'Shuma',
    hint: 'Nga {{min}} deri në {{max}}, në {{currency}}. Shkruani vetëm shifra, për shembull {{amount}} ose {{amount}},50.',
  },
  term: {
    legend: 'Afati',
    days_one: '{{count}} ditë',
    days_other: '{{count}} ditë',
    rateFrom: 'nga {{rate}} në vit',
  },
  atMaturity: {
    legend: 'Në maturim',
    PAYOUT: 'Paguajeni bashkë me interesin',
    PAYOUT_hint: 'Depozita dhe interesi kalojnë në llogarinë tuaj më poshtë.',
    RENEW: 'Rinovojeni për të njëjtin afat',
    RENEW_hint: 'Depozita dhe interesi vendosen përsëri me normën në fuqi atëherë.',
  },
  ownIban: {
    label: 'Llogaria juaj në një bankë tjetër (IBAN)',
    hint: 'Një llogari në emrin tuaj: prej saj e paguani depozitën dhe në të ju kthehet.',
  },
  quote: {
    heading: 'Depozita juaj',
    incomplete: 'Shkruani një shumë dhe zgjidhni afatin për të parë normën dhe interesin.',
    rate: 'Norma fikse e interesit',
    perYear: '{{rate}} në vit',
    interest: 'Interesi në maturim',
    ear: 'Norma efektive vjetore',
    start: 'Fillon',
    startNote: 'Fillon ditën kur mbërrin pagesa juaj; datat lëvizin bashkë me të.',
    maturity: 'Maturohet më',
    total: 'Paguhet në maturim',
  },
  guarantee: {
    si: 'Depozitat garantohen deri në 100 000 € për depozitues në çdo bankë sipas Ligjit për skemën e garantimit të depozitave (ZSJV), të administruar nga Banka e Sllovenisë, dhe paguhen brenda 7 ditëve të punës.',
    al: 'Depozitat sigurohen deri në 2 500 000 lekë për depozitues në çdo bankë nga Agjencia e Sigurimit të Depozitave (ASD).',
  },
  next: 'Vazhdoni',
  errors: {
    amountInvalid: 'Shkruani shumën me shifra, me jo më shumë se dy dhjetore.',
    amountBelowMin: 'Kjo është më pak se depozita më e vogël.',
    amountAboveMax: 'Kjo është më shumë se depozita më e madhe që pranojmë në internet.',
    termNotOffered: 'Zgjidhni një nga afatet e ofruara.',
    atMaturityRequired: 'Zgjidhni çfarë ndodh në maturim.',
    ibanRequired: 'Shkruani IBAN-in e llogarisë suaj.',
    ibanFormat: 'Ky nuk është IBAN: dy shkronja, dy shifra kontrolli dhe numri i llogarisë.',
    ibanChecksum: 'Ky IBAN ka një gabim shtypi: ju lutemi kontrollojeni.',
    ibanNotSepa: 'Jepni një llogari në një vend SEPA.',
  },
  pdf: {
    contractTitle: 'Kontrata e depozitës me afat',
    informationTitle: 'Informacioni parakontraktor për depozitën me afat',
    informationIntro:
      'Ju japim këtë informacion para lidhjes së kontratës, që të mund ta krahasoni ofertën. Ai ju detyron vetëm pasi të nënshkruani kontratën.',
    figuresHeading: 'Depozita',
    amount: 'Shuma',
    term: 'Afati',
    days: '{{days}} ditë',
    rate: 'Norma fikse nominale e interesit',
    ear: 'Norma efektive vjetore e interesit',
    start: 'Fillimi',
    startValue: 'dita kur mbërrin shuma (llogaritur për {{date}})',
    maturity: 'Maturimi',
    interest: 'Interesi në maturim',
    atMaturity: 'Në maturim',
    atMaturityPAYOUT: 'paguhet me interesin në {{iban}}',
    atMaturityRENEW: 'rinovohet për {{days}} ditë me normën në fuqi atëherë',
    ownIban: 'Llogaria e klientit',
    depositIban: 'Llogaria e depozitës',
    sections: {
      object: {
        heading: 'Objekti i kontratës',
        text: 'Banka pranon nga klienti një depozitë me afat prej {{amount}} për {{days}} ditë me normë fikse nominale interesi {{rate}} në vit.',
      },
      start: {
        heading: 'Fillimi',
        text: 'Depozita fillon ditën kur shuma kreditohet në llogarinë e depozitës {{depositIban}} nga llogaria e klientit {{ownIban}}. Shifrat e këtij dokumenti janë llogaritur për fillim më {{start}}; nëse shuma mbërrin më vonë, fillimi, maturimi dhe interesi lëvizin bashkë me të, me të njëjtën normë.',
      },
      interest: {
        heading: 'Interesi',
        text: 'Interesi është i thjeshtë: shuma herë norma për çdo ditë nga fillimi (llogaritet) deri në maturim (nuk llogaritet), ku çdo ditë është 1/365 e vitit, ose 1/366 në vit të brishtë; rrumbullakohet lart nga gjysma në njësinë më të vogël të monedhës dhe paguhet në maturim. Për këtë depozitë është {{interest}}; norma efektive vjetore është {{ear}}.',
      },
      maturity: {
        heading: 'Maturimi',
        text: 'Depozita maturohet {{days}} ditë pas fillimit, më {{maturity}} për shifrat më sipër. Kur ajo ditë është e shtunë, e diel, festë ose ditë kur banka është e mbyllur, maturohet ditën e ardhshme të punës dhe ditët ndërmjet fitojnë gjithashtu interes. Para maturimit depozita mund të mbyllet vetëm me marrëveshje me bankën.',
      },
      payout: {
        heading: 'Në maturim',
        text: 'Në maturim banka paguan shumën dhe interesin në llogarinë e klientit {{ownIban}}.',
      },
      renew: {
        heading: 'Në maturim',
        text: 'Në maturim banka e vendos përsëri shumën dhe interesin për {{days}} ditë me normën e tabelës së saj në fuqi atë ditë dhe i njofton klientit shifrat e reja; klienti mund ta ndalë rinovimin në çdo kohë para maturimit.',
      },
      funding: {
        heading: 'Pagesa e depozitës',
        text: 'Vetëm një pagesë prej saktësisht {{amount}} nga një llogari në emrin e klientit e fillon depozitën. Banka kontrollon një pagesë me shumë tjetër ose nga llogari tjetër; pagesën që nuk mund ta pranojë ia kthen paguesit.',
      },
      costs: {
        heading: 'Kostot',
        text: 'Banka nuk ngarkon tarifë për hapjen, mbajtjen ose pagesën e depozitës me afat.',
      },
      guarantee: {
        heading: 'Sigurimi i depozitave',
        text: '{{guarantee}}',
      },
      withdrawal: {
        heading: 'E drejta e tërheqjes',
        text: 'Nga një kontratë e lidhur në distancë mund të tërhiqeni brenda 14 ditëve nga lidhja pa dhënë arsye, duke e njoftuar bankën me shkrim ose me e-mail.',
      },
      law: {
        heading: 'Ligji dhe ankesat',
        text: 'Kontrata rregullohet nga ligji i {{country}}. Ankesat i shqyrton zyra e ankesave e bankës; zgjidhja jashtëgjyqësore mund të kërkohet pranë organit të përmendur në kushtet e përgjithshme.',
      },
    },
  },
  summary: {
    heading: 'Depozita juaj me afat',
    amount: 'Shuma',
    rate: 'Norma fikse e interesit',
    term: 'Afati',
    start: 'Fillimi',
    startPending: 'kur të mbërrijë pagesa juaj',
    maturity: 'Maturimi',
    interest: 'Interesi që pritet',
    atMaturity: 'Në maturim',
    ownAccount: 'Llogaria juaj',
  },
};

export default depositTerms;
