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
    waiting: {
      title: 'We are processing your application',
      text: 'This usually takes less than a minute. You can stay on this page.',
    },
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
