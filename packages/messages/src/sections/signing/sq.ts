import type { CatalogOf } from '../../translator';
import type en from './en';

const signing: CatalogOf<typeof en> = {
  certificate: {
    title: 'Certifikata juaj për nënshkrimin elektronik',
    lead: 'Që të nënshkruani kontratat në internet, ju lëshojmë një certifikatë personale nënshkrimi. Kontrolloni që të dhënat më poshtë janë tuajat: ato hyjnë në certifikatë.',
    identityLabel: 'Të dhënat në certifikatë',
    givenName: 'Emri',
    surname: 'Mbiemri',
    birthDate: 'Data e lindjes',
    documentNumber: 'Numri i dokumentit të identitetit',
    mobile: 'Telefoni celular për kodin',
    country: 'Shteti',
    notGiven: 'Nuk është dhënë',
    confirm: 'Konfirmoj që këto të dhëna janë të sakta dhe kërkoj një certifikatë nënshkrimi.',
    sendCode: 'Më dërgoni kodin',
    codeLead:
      'Dërguam një kod me 6 shifra në {{mobile}}. Shkruajeni që t’ju lëshojmë certifikatën.',
    issue: 'Lëshoni certifikatën time',
    issuedTitle: 'Certifikata juaj u lëshua',
    issuedText: 'E vlefshme deri më {{date}}. Tani mund të nënshkruani kontratat.',
    continue: 'Vazhdoni te kontratat',
    loading: 'Po ngarkojmë të dhënat tuaja…',
    failed: 'Të dhënat tuaja nuk u ngarkuan.',
    retry: 'Provoni përsëri',
    wrongData: 'Nëse diçka nuk është në rregull, na kontaktoni para se të vazhdoni: {{phone}}.',
  },
  contracts: {
    title: 'Nënshkruani kontratat',
    lead: 'Hapni dhe lexoni çdo dokument. Kur t’i keni hapur të gjitha, ju dërgojmë me SMS një kod për t’i nënshkruar.',
    listLabel: 'Dokumentet për nënshkrim',
    kinds: {
      PRODUCT_CONTRACT: 'Kontrata e produktit',
      GENERAL_TERMS: 'Kushtet e përgjithshme',
      CREDIT_AGREEMENT: 'Marrëveshja e kredisë konsumatore',
      DEPOSIT_INFORMATION: 'Informacioni parakontraktor për depozitën me afat',
    },
    open: 'Hape',
    openLabel: 'Hap {{name}} (PDF, {{size}}, hapet në një skedë të re)',
    opened: 'E hapur',
    notOpened: 'Ende e pahapur',
    size: 'PDF, {{size}}',
    amountsLabel: 'Shifrat që nënshkruani',
    amounts: {
      PACKAGE_FEE_INTRODUCTORY: 'Tarifa mujore, 12 muajt e parë',
      PACKAGE_FEE_AFTERWARDS: 'Tarifa mujore më pas',
      LOAN_AMOUNT: 'Shuma e kredisë',
      LOAN_TENOR: 'Afati i shlyerjes',
      NOMINAL_RATE: 'Norma nominale e interesit',
      APR: 'Norma vjetore efektive (NVE)',
      MONTHLY_INSTALMENT: 'Kësti mujor',
      TOTAL_TO_REPAY: 'Shuma totale për t’u paguar',
      LOAN_FEES: 'Tarifat',
      DEPOSIT_AMOUNT: 'Shuma e depozitës',
      DEPOSIT_TERM: 'Afati',
      DEPOSIT_RATE: 'Norma fikse e interesit',
      DEPOSIT_EAR: 'Norma efektive vjetore e interesit',
      DEPOSIT_INTEREST: 'Interesi në maturim',
    },
    months_one: '{{count}} muaj',
    months_other: '{{count}} muaj',
    days_one: '{{count}} ditë',
    days_other: '{{count}} ditë',
    openAllFirst: 'Fillimisht hapni të gjitha dokumentet, pastaj kërkoni kodin.',
    sendCode: 'Më dërgoni kodin e nënshkrimit',
    codeLead:
      'Dërguam një kod me 6 shifra me SMS. Është i vlefshëm 5 minuta dhe vetëm për dokumentet më sipër.',
    sign: 'Nënshkruani dokumentet',
    signing: 'Po nënshkruajmë…',
    fingerprint: 'Gjurma e asaj që nënshkruani: {{value}}',
    signedTitle: 'Kontratat tuaja janë nënshkruar',
    signedText:
      'Ruani një kopje: çdo PDF i nënshkruar mban nënshkrimin tuaj elektronik, të cilin mund ta verifikojë çdo lexues PDF.',
    downloadSigned: 'Shkarkoni të nënshkruar: {{name}}',
    continue: 'Vazhdo',
    loading: 'Po përgatisim dokumentet tuaja…',
    notReady: 'Dokumentet tuaja ende po përgatiten. Provoni përsëri pas pak.',
    failed: 'Dokumentet tuaja nuk u ngarkuan.',
    retry: 'Provoni përsëri',
    changed: 'Dokumentet kanë ndryshuar. Hapini përsëri dhe kërkoni një kod të ri.',
  },
  code: {
    label: 'Kodi nga SMS-ja',
    hint: '6 shifra',
    resend: 'Dërgo një kod të ri',
    resendIn: 'Mund të kërkoni një kod të ri pas {{seconds}} s.',
    errors: {
      SEC_BUS_LOG_OTP_WOT: 'Kodi nuk është i saktë. Kontrolloni SMS-në dhe provoni përsëri.',
      SEC_BUS_LOG_OTP_MOT: 'Shumë kode të gabuara. Kërkoni një kod të ri për të vazhduar.',
      SIGNING_CODE_EXPIRED: 'Kodi ka skaduar. Kërkoni një kod të ri.',
      SIGNING_CODE_MISSING: 'Fillimisht kërkoni një kod.',
      SIGNING_CODE_MISMATCH: 'Ky kod u dërgua për dokumente të tjera. Kërkoni një kod të ri.',
      SIGNING_CODE_TOO_SOON: 'Prisni një minutë para se të kërkoni një kod të ri.',
      DOCUMENTS_NOT_OPENED: 'Hapni çdo dokument para se të nënshkruani.',
      CERTIFICATE_DATA_MISSING: 'Nuk e kemi numrin tuaj të celularit. Ju lutemi na kontaktoni.',
    },
  },
  validation: {
    code: 'Shkruani 6 shifrat nga SMS-ja.',
    confirmIdentity: 'Konfirmoni që të dhënat janë të sakta.',
  },
  sms: {
    CERTIFICATE: 'Kodi për nënshkrimin: {{code}}. Vlen 5 minuta, për certifikatën tuaj.',
    // Decision 252: one UCS-2 segment (70 characters) with the largest amounts.
    LOAN: 'Kodi {{code}}: kredia {{amount}}, kësti {{instalment}}, gjurma {{fingerprint}}',
    DEPOSIT_one: 'Kodi {{code}}: depozita {{amount}}, {{count}} dokument, gjurma {{fingerprint}}',
    DEPOSIT_other:
      'Kodi {{code}}: depozita {{amount}}, {{count}} dokumente, gjurma {{fingerprint}}',
    CONTRACTS_one: 'Kodi {{code}} për nënshkrimin e {{count}} dokumenti, gjurma {{fingerprint}}',
    CONTRACTS_other:
      'Kodi {{code}} për nënshkrimin e {{count}} dokumenteve, gjurma {{fingerprint}}',
  },
  signature: {
    reason: 'Kontrata u nënshkrua nga klienti',
    location: 'Hapja e llogarisë në internet',
  },
  pdf: {
    author: '{{bank}} – hapja e llogarisë në internet',
    footer: '{{title}} – ref. {{reference}} – faqja {{page}} nga {{pages}}',
    empty: '—',
    yes: 'Po',
    no: 'Jo',
    noPackage: 'Pa paketë',
    ibanAtOpening: 'Caktohet në hapje',
    reference: 'Referenca',
    preparedOn: 'Përgatitur më',
    partiesHeading: 'Palët',
    bankParty:
      '{{bank}}, me seli në {{address}}, e regjistruar në {{register}} me numër regjistrimi {{number}}, numri i TVSH-së {{vat}}, e mbikëqyrur nga {{supervisor}} (banka), dhe klienti i përmendur më poshtë (klienti).',
    bankContact:
      'Të dhënat e kontaktit të bankës: telefoni {{phone}}, posta elektronike {{email}}, faqja e internetit {{web}}, BIC {{bic}}.',
    customer: {
      name: 'Klienti',
      birthDate: 'Data e lindjes',
      address: 'Adresa',
      document: 'Dokumenti i identitetit',
      email: 'E-mail',
    },
    countries: {
      SI: 'Republikës së Sllovenisë',
      AL: 'Republikës së Shqipërisë',
    },
    signatureHeading: 'Nënshkrimi',
    signatureText:
      'Klienti e nënshkruan këtë dokument me një nënshkrim elektronik të avancuar bazuar në certifikatën personale që iu lëshua, pasi e konfirmon me një kod njëpërdorimsh të dërguar në telefonin e tij celular. Dokumenti i nënshkruar ka të njëjtin efekt ligjor si ai i nënshkruar me dorë (Rregullorja (BE) nr. 910/2014, eIDAS).',
    contract: {
      title: 'Kontrata për {{product}}',
      objectHeading: 'Për çfarë është kontrata',
      product: 'Produkti',
      package: 'Paketa',
      iban: 'Numri i llogarisë (IBAN)',
      fee: 'Tarifa mujore',
      feeFromTariff: 'Sipas tarifave të bankës',
      feeIntroductory: 'Tarifa mujore, {{months}} muajt e parë',
      feeAfterwards: 'Tarifa mujore më pas',
      sections: {
        object: {
          heading: '1. Objekti i kontratës',
          text: 'Banka i hap dhe i mban klientit {{product}} me paketën {{package}}, llogarinë {{iban}}, dhe i ofron shërbimet e përshkruara në kushtet e përgjithshme, të cilat janë pjesë e kësaj kontrate.',
        },
        fees: {
          heading: '2. Tarifat',
          text: 'Banka aplikon tarifat e mësipërme dhe, për shërbime të tjera, tarifat e publikuara në degë dhe në faqen e saj të internetit. Banka e njofton klientin për çdo ndryshim të paktën dy muaj përpara.',
        },
        rights: {
          heading: '3. Të drejtat e klientit',
          text: 'Klienti mund të kërkojë në çdo kohë një kopje të kësaj kontrate dhe të kushteve të përgjithshme, të marrë një herë në vit falas një pasqyrë tarifash, të transferojë llogarinë në një bankë tjetër dhe ta mbyllë llogarinë falas pas gjashtë muajsh.',
        },
        withdrawal: {
          heading: '4. E drejta e tërheqjes',
          text: 'Klienti mund të tërhiqet nga kjo kontratë brenda 14 ditëve nga nënshkrimi, pa dhënë arsye dhe pa kosto, me njoftim me shkrim te banka me postë, e-mail ose në çdo degë. Shërbimet e përdorura deri në tërheqje paguhen sipas tarifave.',
        },
        complaints: {
          heading: '5. Ankesat',
          text: 'Klienti mund të paraqesë ankesë në çdo degë, me postë ose me e-mail. Banka përgjigjet me shkrim brenda 15 ditëve të punës. Nëse klienti nuk është i kënaqur, mund t’i drejtohet organit për zgjidhjen jashtëgjyqësore të mosmarrëveshjeve të përmendur në faqen e bankës ose autoritetit mbikëqyrës.',
        },
        law: {
          heading: '6. Ligji i zbatueshëm dhe juridiksioni',
          text: 'Kjo kontratë rregullohet nga ligji i {{country}}. Mosmarrëveshjet zgjidhen nga gjykata kompetente sipas vendbanimit të klientit ose selisë së bankës.',
        },
      },
    },
    terms: {
      title: 'Kushtet e përgjithshme për {{product}}',
      intro:
        'Këto kushte të përgjithshme zbatohen për {{product}} dhe janë pjesë e kontratës që klienti nënshkruan me bankën.',
      sections: {
        scope: {
          heading: '1. Fusha e zbatimit',
          text: 'Këto kushte përcaktojnë të drejtat dhe detyrimet e bankës dhe të klientit në hapjen, mbajtjen dhe mbylljen e {{product}} dhe të shërbimeve të lidhura me të.',
        },
        opening: {
          heading: '2. Hapja',
          text: 'Banka e hap produktin pasi identiteti i klientit është verifikuar dhe kontrata është nënshkruar. Llogaria aktivizohet brenda 24 orëve; karta e debitit dërgohet brenda dy javëve.',
        },
        payments: {
          heading: '3. Pagesat',
          text: 'Banka ekzekuton urdhërpagesat deri në gjendjen e llogarisë dhe çdo mbitërheqje të rënë dakord, brenda afateve të orarit të saj. Klienti kontrollon pasqyrat dhe raporton pa vonesë pagesat e paautorizuara, jo më vonë se brenda 13 muajve.',
        },
        fees: {
          heading: '4. Tarifat dhe interesi',
          text: 'Tarifat dhe interesi ndjekin kontratën dhe tarifat e bankës. Banka i debiton nga llogaria dhe i tregon në pasqyrë.',
        },
        communication: {
          heading: '5. Komunikimi',
          text: 'Banka komunikon me klientin në gjuhën e kontratës, përmes bankës në internet, e-mailit ose postës. Klienti i mban të përditësuara të dhënat e kontaktit.',
        },
        dataProtection: {
          heading: '6. Të dhënat personale',
          text: 'Banka përpunon të dhënat personale të klientit për zbatimin e kontratës dhe për detyrimet ligjore, sipas Rregullores (BE) 2016/679 (GDPR). Hollësitë janë në njoftimin e privatësisë së bankës.',
        },
        liability: {
          heading: '7. Siguria dhe përgjegjësia',
          text: 'Klienti i mban të fshehta kredencialet dhe kodet. Derisa të raportojë një humbje ose keqpërdorim, klienti mban humbjet nga pagesat e paautorizuara deri në 50 EUR, përveç nëse ka vepruar me mashtrim ose me pakujdesi të rëndë.',
        },
        changes: {
          heading: '8. Ndryshimet',
          text: 'Banka propozon ndryshime të këtyre kushteve të paktën dy muaj para se të zbatohen. Nëse klienti nuk kundërshton, konsiderohet se i pranon; nëse kundërshton, mund ta mbyllë llogarinë falas.',
        },
        ending: {
          heading: '9. Përfundimi i kontratës',
          text: 'Klienti mund ta përfundojë kontratën në çdo kohë me njoftim një mujor; banka me njoftim dy mujor, ose menjëherë për shkelje të rëndë.',
        },
        complaints: {
          heading: '10. Ankesat',
          text: 'Ankesat trajtohen siç përshkruhet në kontratë: përgjigje me shkrim brenda 15 ditëve të punës, pastaj zgjidhje jashtëgjyqësore ose autoriteti mbikëqyrës.',
        },
        law: {
          heading: '11. Ligji i zbatueshëm',
          text: 'Këto kushte rregullohen nga ligji i {{country}}.',
        },
      },
    },
    plan: {
      title: 'Plani i shlyerjes',
      intro:
        'Plani i shlyerjes së kredisë konsumatore prej {{amount}} që {{bank}} i jep {{customer}}.',
      amount: 'Shuma e kredisë',
      nominalRate: 'Norma nominale e interesit (fikse, vjetore)',
      signedOn: 'Marrëveshja u nënshkrua më {{date}}.',
      columns: {
        number: 'Nr.',
        dueDate: 'Afati',
        payment: 'Pagesa',
        interest: 'Interesi',
        principal: 'Principali',
        premium: 'Sigurimi',
        balance: 'Mbetja',
      },
      totalsHeading: 'Gjithsej',
      totalInterest: 'Interesi',
      totalPremium: 'Primet e sigurimit',
      totalPayments: 'Të gjitha pagesat',
      fee: 'Tarifa e miratimit (paguhet me pagesën e kredisë)',
      footer: 'Plani i shlyerjes – {{reference}} – faqja {{page}} nga {{pages}}',
    },
    credit: {
      title: 'Marrëveshje kredie konsumatore',
      figuresHeading: 'Shifrat kryesore të kredisë',
      amount: 'Shuma e kredisë',
      tenor: 'Afati i shlyerjes',
      months_one: '{{count}} muaj',
      months_other: '{{count}} muaj',
      nominalRate: 'Norma nominale e interesit (fikse, vjetore)',
      apr: 'Norma vjetore efektive (NVE)',
      instalment: 'Kësti mujor',
      fees: 'Tarifat',
      total: 'Shuma totale për t’u paguar',
      insurance: 'Sigurimi i shlyerjes',
      account: 'Llogaria e pagesës së kredisë (IBAN)',
      payoutBank: 'Banka e llogarisë së pagesës',
      payoutDate: 'Data e pagesës së kredisë',
      firstInstalment: 'Afati i këstit të parë',
      lastInstalment: 'Afati i këstit të fundit',
      planHeading: 'Plani i shlyerjes',
      planDates:
        'Datat vlejnë për një marrëveshje të nënshkruar më {{date}}. Nëse nënshkruhet më vonë, kredia paguhet ditën e parë të punës pas nënshkrimit dhe çdo këst bie po aq muaj pas pagesës; shumat mbeten të njëjta.',
      sections: {
        purpose: {
          heading: '1. Objekti',
          text: 'Banka i jep klientit hua {{amount}}, të cilën klienti e shlyen në {{months}} këste mujore prej {{instalment}}, së bashku me interesin dhe tarifat, siç përcaktohet më sipër.',
        },
        disbursement: {
          heading: '2. Disbursimi',
          text: 'Banka e paguan kredinë me një transfertë krediti SEPA në llogarinë e klientit {{payoutIban}}, për të cilën klienti ka deklaruar se është në emrin e tij, ditën e parë të punës pas nënshkrimit të kësaj marrëveshjeje.',
        },
        repayment: {
          heading: '3. Shlyerja',
          text: 'Klienti e shlyen kredinë në {{months}} këste mujore. Secili bie në ditën e muajit kur u pagua kredia (në ditën e fundit të një muaji më të shkurtër), i pari një muaj pas pagesës; plani i shlyerjes më poshtë tregon interesin dhe principalin e çdo kësti.',
        },
        insurance: {
          heading: '4. Sigurimi',
          text: 'Kur zgjidhet sigurimi i shlyerjes, primi i tij shton 6% në këstin mujor dhe përfshihet në NVE. Sigurimi është opsional.',
        },
        earlyRepayment: {
          heading: '5. Shlyerja e parakohshme',
          text: 'Klienti mund ta shlyejë kredinë plotësisht ose pjesërisht në çdo kohë. Banka mund të kërkojë kompensim deri në 1% të shumës së shlyer para kohe (0,5% nëse mbetet më pak se një vit).',
        },
        late: {
          heading: '6. Vonesa',
          text: 'Për këstet e vonuara banka aplikon interesin ligjor të vonesës dhe, pas dy kujtesave dhe të paktën 15 ditë njoftimi, mund të kërkojë të gjithë kredinë.',
        },
        withdrawal: {
          heading: '7. E drejta e tërheqjes',
          text: 'Klienti mund të tërhiqet nga kjo marrëveshje brenda 14 ditëve nga nënshkrimi pa dhënë arsye, me njoftim me shkrim. Më pas kthen shumën e marrë dhe interesin për ditët e përdorimit, brenda 30 ditëve.',
        },
        complaints: {
          heading: '8. Ankesat',
          text: 'Ankesave u përgjigjemi me shkrim brenda 15 ditëve të punës; klienti më pas mund t’i drejtohet zgjidhjes jashtëgjyqësore ose autoritetit mbikëqyrës. NVE prej {{apr}} është llogaritur siç kërkon Direktiva (BE) 2023/2225.',
        },
        law: {
          heading: '9. Ligji i zbatueshëm',
          text: 'Kjo marrëveshje rregullohet nga ligji i {{country}}.',
        },
      },
    },
  },
};

export default signing;
