/**
 * The footer's fixed content (spec 1 §2, spec 3 §2) beyond the `frame.footer` keys: the link
 * columns, social links, the card centre line and the group logo.
 */
const footer = {
  columns: {
    bank: 'The bank',
    group: 'Group',
    legal: 'Legal information',
    prices: 'Prices',
  },
  links: {
    socialResponsibility: 'Social responsibility',
    annualReport: 'Annual report',
    media: 'Media',
    group: 'The banking group',
    legalNotice: 'Legal notice',
    cookieSettings: 'Cookie settings',
  },
  social: {
    label: 'The bank on social networks',
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    youtube: 'YouTube',
    x: 'X',
    tiktok: 'TikTok',
  },
  // Decision 254: on a phone a wizard step's footer is one line, the rest behind a button.
  fold: {
    label: 'Main links',
    privacy: 'Privacy',
    more: 'More',
  },
  cardCentreLabel: 'Card centre (24/7)',
  groupLogo: 'Member of the banking group',
  // A legal name may end in a full stop (`d.d.`): a comma follows it, not a second one.
  copyright: '© {{year}} {{bank}}, all rights reserved.',
};

export default footer;
