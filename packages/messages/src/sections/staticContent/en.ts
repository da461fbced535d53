/**
 * The static texts the server serves with `GET external/cms/ltsccontent` (spec 3 §7): the content
 * of the long-wait screen's slides, in the requested language, as `{ staticText: [{ key, text }] }`.
 */
const staticContent = {
  longWait: {
    title: 'We are preparing your documents',
    text: 'This can take a few minutes. Meanwhile, here is what your new account offers.',
  },
  slides: {
    mobileApp: {
      title: 'Your bank in your pocket',
      text: 'With the mobile app you pay bills, send money instantly and check your balance at any time.',
    },
    cards: {
      title: 'A debit card for every day',
      text: 'Pay contactless in shops and online, and withdraw cash at ATMs across the country.',
    },
    savings: {
      title: 'Save as you go',
      text: 'Set aside a small amount every month and watch your savings grow.',
    },
    security: {
      title: 'Stay safe online',
      text: 'We will never ask you for your password or a one-time code by e-mail or phone.',
    },
  },
};

export default staticContent;
