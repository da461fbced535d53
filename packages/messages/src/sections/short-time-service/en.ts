/** /shorttimeservice (spec 1 §4, decision 147): the wait while the bank assesses the loan. */
const shortTimeService = {
  phase: {
    EVALUATING_RISK: {
      title: 'We are assessing your loan',
      text: 'We check your income and the loan you wish for. This usually takes less than a minute; you can stay on this page.',
    },
    waiting: {
      title: 'We are starting the assessment of your loan',
      text: 'Your identity is confirmed. In a moment we start checking your loan.',
    },
    done: {
      title: 'The assessment is ready',
      text: 'We are opening the result for you.',
    },
  },
  slides: {
    offer: {
      title: 'Your offer',
      text: 'If we can lend, you see your offer with the monthly instalment, the total amount to repay and the annual percentage rate. You can still adjust the amount and the period.',
    },
    secci: {
      title: 'Read before you choose',
      text: 'Before you choose, you get the standard European consumer credit information in your language, to read and keep.',
    },
    insurance: {
      title: 'Insurance, if you want it',
      text: 'The payment protection insurance pays your instalments if you cannot work. It adds 6 % to each instalment and you can leave it out.',
    },
    sign: {
      title: 'Sign online',
      text: 'After your choice we prepare the credit agreement. You sign it with a code sent to your mobile phone.',
    },
  },
  failed: {
    title: 'We could not finish the assessment',
    text: 'Nothing is lost: your data and your identification are kept. Please try again; if it keeps failing, call us.',
    retry: 'Try again',
  },
  cancelled: {
    title: 'The assessment of your loan was stopped',
    text: 'A bank employee stopped the processing of your application. Your data is kept. Please contact us and we will help you continue.',
    contact: 'Contact us',
  },
  resultFailed: 'We could not open the result of the assessment. Please try again.',
};

export default shortTimeService;
