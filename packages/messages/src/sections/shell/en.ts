/**
 * Texts every screen of the applicant app can show: `common` (shared by every app), `frame` (the
 * page frame), `start` (products and the first screens) and `notFound`.
 */
const shell = {
  common: {
    // The generic word a page says where it names no configured bank (decision 229).
    bankName: 'Bank',
    close: 'Close',
    loading: 'Loading, please wait…',
    languageSwitch: {
      label: 'Language',
    },
    // Endonyms: each language is named in its own language, in every catalogue.
    languageNames: {
      sl: 'Slovenščina',
      en: 'English',
      sq: 'Shqip',
    },
  },
  frame: {
    documentTitle: 'Become a client online | {{bank}}',
    // A page's title in the browser's tab: the page, then the bank's name (decision 229).
    pageTitle: '{{page}} | {{bank}}',
    portalTitle: 'Become a client online',
    skipToContent: 'Skip to main content',
    logoLabel: '{{bank}} – go to the bank’s website',
    banner: {
      regionLabel: 'Notifications',
      close: 'Close notification',
      status: {
        ok: 'Success',
        critical: 'Error',
        warning: 'Warning',
        unknown: 'Notice',
      },
    },
    footer: {
      navLabel: 'Bank information',
      links: {
        about: 'About the bank',
        careers: 'Careers',
        dataProtection: 'Personal data protection',
        cookies: 'Cookie policy',
        depositGuarantee: 'Deposit guarantee',
        ratesAndTariffs: 'Interest rates and tariffs',
      },
      contactHeading: 'Contact us',
      phoneLabel: 'Contact centre',
      emailLabel: 'E-mail',
      // The bank's telephone, e-mail and address are its configured identity (decision 229).
      addressLabel: 'Address',
    },
    routeError: {
      title: 'Something went wrong',
      text: 'The page could not be loaded. Reload the page or try again later.',
      reload: 'Reload the page',
    },
    // A page's code that did not arrive (a dropped connection): the button loads it again.
    chunkError: {
      title: 'The page did not load',
      text: 'The connection may have dropped while the page was loading. Check your connection and try again.',
      retry: 'Try again',
    },
  },
  start: {
    title: 'Open your account online',
    intro:
      'Become our customer without visiting a branch. You complete everything online and confirm your identity in a short video call with one of our advisers.',
    productsHeading: 'What you can open',
    products: {
      CURRENTACCOUNT: {
        name: 'Current account',
        description: 'An account for everyday payments, with a debit card and online banking.',
      },
      PERSONALLOAN: {
        name: 'Personal loan',
        description: 'A cash loan with a clear monthly instalment, approved online.',
      },
      DAYPOSIT: {
        name: 'Day deposit',
        description: 'Put your savings aside for the number of days you choose at a fixed rate.',
      },
      ACCOUNTOPENINGFROMLOAN: {
        name: 'Current account with a loan',
        description: 'Open the account into which we pay out your approved loan.',
      },
    },
    needsHeading: 'What you need',
    needs: {
      document: 'A valid ID card or passport',
      phone: 'A mobile phone',
      camera: 'A computer or phone with a camera',
      time: 'About 15 minutes',
    },
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved. Check the address or go back to the start page.',
    backToStart: 'Back to the start page',
  },
};

export default shell;
