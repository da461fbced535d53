/** The long-wait screen of /longtimeservice (spec 1 §4) while the bank prepares the contracts. */
const longTimeService = {
  phase: {
    GETTING_DOCUMENTS: {
      title: 'We are preparing your contracts',
      text: 'Your identity is confirmed. We are now writing your contracts with the data you gave us.',
    },
    CREATING_DOSSIER: {
      title: 'We are opening your account',
      text: 'Your contracts are ready. We are opening your account and filing your application.',
    },
    END: {
      title: 'Everything is ready',
      text: 'Your contracts are ready to sign.',
    },
    SAVING_LOAN_CHOICE: {
      title: 'We are saving your choice',
      text: 'We record the loan you chose and start preparing your credit agreement.',
    },
    SAVING_PROCESS_SWITCH_CHOICE: {
      title: 'We are switching your application to an account',
      text: 'We keep everything you gave us and prepare the opening of your account.',
    },
    waiting: {
      title: 'We are processing your application',
      text: 'This usually takes less than a minute. You can stay on this page.',
    },
  },
  loanPhase: {
    GETTING_DOCUMENTS: {
      title: 'We are preparing your credit agreement',
      text: 'Your choice is saved. We are writing your credit agreement and the other contracts.',
    },
    CREATING_DOSSIER: {
      title: 'We are opening the account for your loan',
      text: 'Your contracts are ready. We are opening the account your loan is paid into.',
    },
  },
  loanSlides: {
    disbursement: {
      title: 'Your money',
      text: 'Once you have signed, we pay the loan into your new account. You see the instalments in your mobile bank.',
    },
  },
  cancelled: {
    title: 'The processing of your application was stopped',
    text: 'A bank employee stopped the processing of your application. Your data is kept. Please contact us and we will help you continue.',
    contact: 'Contact us',
  },
  slides: {
    certificate: {
      title: 'Next: your signing certificate',
      text: 'We send a code to your mobile phone. With it we issue a personal certificate that signs your contracts, as valid as your handwritten signature.',
    },
    contracts: {
      title: 'Read before you sign',
      text: 'Open each contract before you sign. You can download the signed copies and keep them.',
    },
    branch: {
      title: 'Your branch',
      text: 'Choose the branch that will look after you, where we will be glad to help you in person.',
    },
    app: {
      title: 'Your mobile bank',
      text: 'On the last page you get an activation code for our mobile app. Keep your phone at hand.',
    },
  },
  countdown: {
    showElapsed: 'Show the time waited',
    showRemaining: 'Show the time remaining',
  },
  failed: {
    title: 'We could not finish preparing your contracts',
    text: 'Nothing is lost: your data and your identification are kept. Please try again; if it keeps failing, call us.',
    retry: 'Try again',
  },
  continue: 'Continue to signing',
};

export default longTimeService;
