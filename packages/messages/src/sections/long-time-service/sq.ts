import type { CatalogOf } from '../../translator';
import type en from './en';

const longTimeService: CatalogOf<typeof en> = {
  phase: {
    GETTING_DOCUMENTS: {
      title: 'Po përgatisim kontratat tuaja',
      text: 'Identiteti juaj është konfirmuar. Tani po i shkruajmë kontratat me të dhënat që na dhatë.',
    },
    CREATING_DOSSIER: {
      title: 'Po hapim llogarinë tuaj',
      text: 'Kontratat janë gati. Po hapim llogarinë tuaj dhe po regjistrojmë kërkesën.',
    },
    END: {
      title: 'Gjithçka është gati',
      text: 'Kontratat tuaja janë gati për t’u nënshkruar.',
    },
    SAVING_LOAN_CHOICE: {
      title: 'Po ruajmë zgjedhjen tuaj',
      text: 'Regjistrojmë kredinë që zgjodhët dhe fillojmë të përgatisim marrëveshjen e kredisë.',
    },
    SAVING_PROCESS_SWITCH_CHOICE: {
      title: 'Po e kalojmë aplikimin tuaj në hapjen e një llogarie',
      text: 'Ruajmë gjithçka që na dhatë dhe përgatisim hapjen e llogarisë suaj.',
    },
    waiting: {
      title: 'Po e përpunojmë kërkesën tuaj',
      text: 'Zakonisht zgjat më pak se një minutë. Mund të qëndroni në këtë faqe.',
    },
  },
  loanPhase: {
    GETTING_DOCUMENTS: {
      title: 'Po përgatisim marrëveshjen tuaj të kredisë',
      text: 'Zgjedhja juaj është ruajtur. Po shkruajmë marrëveshjen e kredisë dhe kontratat e tjera.',
    },
    CREATING_DOSSIER: {
      title: 'Po hapim llogarinë për kredinë tuaj',
      text: 'Kontratat janë gati. Po hapim llogarinë ku paguhet kredia juaj.',
    },
  },
  loanSlides: {
    disbursement: {
      title: 'Paratë tuaja',
      text: 'Pasi të nënshkruani, e paguajmë kredinë në llogarinë tuaj të re. Këstet i shihni në bankën tuaj celulare.',
    },
  },
  cancelled: {
    title: 'Përpunimi i aplikimit tuaj u ndal',
    text: 'Një punonjës i bankës ndaloi përpunimin e aplikimit tuaj. Të dhënat tuaja ruhen. Ju lutemi na kontaktoni dhe do t’ju ndihmojmë të vazhdoni.',
    contact: 'Na kontaktoni',
  },
  slides: {
    certificate: {
      title: 'Më pas: certifikata juaj e nënshkrimit',
      text: 'Ju dërgojmë një kod në telefonin celular. Me të lëshojmë një certifikatë personale që nënshkruan kontratat tuaja, e vlefshme si nënshkrimi juaj me dorë.',
    },
    contracts: {
      title: 'Lexoni para se të nënshkruani',
      text: 'Hapni çdo kontratë para se ta nënshkruani. Kopjet e nënshkruara mund t’i shkarkoni dhe t’i ruani.',
    },
    branch: {
      title: 'Dega juaj',
      text: 'Zgjidhni degën që do të kujdeset për ju, ku do t’ju ndihmojmë me kënaqësi personalisht.',
    },
    app: {
      title: 'Banka juaj celulare',
      text: 'Në faqen e fundit merrni një kod aktivizimi për aplikacionin tonë celular. Mbajeni telefonin pranë.',
    },
  },
  countdown: {
    showElapsed: 'Shfaq kohën e pritur',
    showRemaining: 'Shfaq kohën e mbetur',
  },
  failed: {
    title: 'Nuk arritëm të përfundojmë përgatitjen e kontratave',
    text: 'Asgjë nuk humbet: të dhënat dhe identifikimi juaj ruhen. Ju lutemi provoni përsëri; nëse vazhdon të dështojë, na telefononi.',
    retry: 'Provo përsëri',
  },
  continue: 'Vazhdo te nënshkrimi',
};

export default longTimeService;
