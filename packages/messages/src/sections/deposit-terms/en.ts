/**
 * The day deposit (decisions 231 and 232): its own step (/deposit: amount, term, what happens at
 * maturity, own account, the live quote) and its summary on the welcome page and in My application.
 */
const depositTerms = {
  lead: 'Choose how much you place, for how long and what happens at the end. The rate is fixed for the whole term.',
  loading: 'Loading the deposit offer…',
  loadFailed: 'We could not load the deposit offer.',
  retry: 'Try again',
  amount: {
    label: 'Amount',
    hint: 'From {{min}} to {{max}}, in {{currency}}. Type digits only, for example {{amount}} or {{amount}},50.',
  },
  term: {
    legend: 'Term',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    rateFrom: 'from {{rate}} a year',
  },
  atMaturity: {
    legend: 'At maturity',
    PAYOUT: 'Pay it out with the interest',
    PAYOUT_hint: 'The deposit and the interest go to your own account below.',
    RENEW: 'Renew it for the same term',
    RENEW_hint: 'The deposit and the interest are placed again at the rate then in force.',
  },
  ownIban: {
    label: 'Your account at another bank (IBAN)',
    hint: 'An account in your own name: you pay the deposit from it, and it is paid back to it.',
  },
  quote: {
    heading: 'Your deposit',
    incomplete: 'Enter an amount and choose a term to see your rate and interest.',
    rate: 'Fixed interest rate',
    perYear: '{{rate}} a year',
    interest: 'Interest at maturity',
    ear: 'Effective annual rate',
    start: 'Starts',
    startNote: 'It starts on the day your payment arrives; the dates move with it.',
    maturity: 'Matures on',
    total: 'Paid out at maturity',
  },
  // Decision 232: the scheme of the variant's country (the al amount is unverified there).
  guarantee: {
    si: 'Deposits are guaranteed up to €100,000 per depositor per bank under the Deposit Guarantee Scheme Act (ZSJV), run by Banka Slovenije, and paid out within 7 working days.',
    al: 'Deposits are insured up to 2,500,000 lekë per depositor per bank by the Albanian Deposit Insurance Agency (ASD).',
  },
  next: 'Continue',
  errors: {
    amountInvalid: 'Type the amount in digits, with at most two decimals.',
    amountBelowMin: 'This is less than the smallest deposit.',
    amountAboveMax: 'This is more than the largest deposit we take online.',
    termNotOffered: 'Choose one of the terms offered.',
    atMaturityRequired: 'Choose what happens at maturity.',
    ibanRequired: 'Enter the IBAN of your account.',
    ibanFormat: 'This is not an IBAN: two letters, two check digits and the account number.',
    ibanChecksum: 'This IBAN has a typing error: please check it.',
    ibanNotSepa: 'Give an account in a SEPA country.',
  },
  // Decision 232: the deposit contract and its pre-contract information (server PDFs).
  pdf: {
    contractTitle: 'Day deposit contract',
    informationTitle: 'Pre-contract information on the day deposit',
    informationIntro:
      'We give you this information before you conclude the contract, so that you can compare the offer. It binds you only once you sign the contract.',
    figuresHeading: 'The deposit',
    amount: 'Amount',
    term: 'Term',
    days: '{{days}} days',
    rate: 'Fixed nominal interest rate',
    ear: 'Effective annual interest rate',
    start: 'Start',
    startValue: 'the day the amount arrives (figures computed for {{date}})',
    maturity: 'Maturity',
    interest: 'Interest at maturity',
    atMaturity: 'At maturity',
    atMaturityPAYOUT: 'paid out with the interest to {{iban}}',
    atMaturityRENEW: 'renewed for {{days}} days at the rate then in force',
    ownIban: 'Customer’s own account',
    depositIban: 'Deposit account',
    sections: {
      object: {
        heading: 'Object of the contract',
        text: 'The bank accepts from the customer a day deposit of {{amount}} for {{days}} days at a fixed nominal interest rate of {{rate}} a year.',
      },
      start: {
        heading: 'Start',
        text: 'The deposit starts on the day the amount is credited to the deposit account {{depositIban}} from the customer’s own account {{ownIban}}. The figures of this document are computed for a start on {{start}}; if the amount arrives later, the start, the maturity and the interest move with it, at the same rate.',
      },
      interest: {
        heading: 'Interest',
        text: 'Interest is simple: the amount times the rate for each day from the start (counted) to the maturity (not counted), each day being 1/365 of its year, or 1/366 in a leap year; rounded half up to the smallest unit of the currency and paid at maturity. For this deposit it is {{interest}}; the effective annual interest rate is {{ear}}.',
      },
      maturity: {
        heading: 'Maturity',
        text: 'The deposit matures {{days}} days after the start, on {{maturity}} for the figures above. When that day is a Saturday, a Sunday, a public holiday or a day the bank is closed, it matures on the next working day, and the days in between earn interest too. Before maturity the deposit may be ended only by agreement with the bank.',
      },
      payout: {
        heading: 'At maturity',
        text: 'At maturity the bank pays the amount and the interest to the customer’s own account {{ownIban}}.',
      },
      renew: {
        heading: 'At maturity',
        text: 'At maturity the bank places the amount and the interest again for {{days}} days at the rate of its rate table in force on that day and tells the customer the new figures; the customer may stop the renewal at any time before a maturity.',
      },
      funding: {
        heading: 'Payment of the deposit',
        text: 'Only a payment of exactly {{amount}} from an account in the customer’s own name starts the deposit. The bank checks a payment of another amount or from another account; a payment it cannot accept is returned to the payer.',
      },
      costs: {
        heading: 'Costs',
        text: 'The bank charges no fee for opening, keeping or paying out the day deposit.',
      },
      guarantee: {
        heading: 'Deposit guarantee',
        text: '{{guarantee}}',
      },
      withdrawal: {
        heading: 'Right of withdrawal',
        text: 'A contract concluded at a distance may be withdrawn from within 14 days of its conclusion without giving a reason, by telling the bank in writing or by e-mail.',
      },
      law: {
        heading: 'Law and complaints',
        text: 'The contract is governed by the law of {{country}}. Complaints go to the bank’s complaints office; an out-of-court settlement may be sought with the body named in the general terms.',
      },
    },
  },
  summary: {
    heading: 'Your day deposit',
    amount: 'Amount',
    rate: 'Fixed interest rate',
    term: 'Term',
    start: 'Start',
    startPending: 'when your payment arrives',
    maturity: 'Maturity',
    interest: 'Interest to expect',
    atMaturity: 'At maturity',
    ownAccount: 'Your account',
  },
};

export default depositTerms;
