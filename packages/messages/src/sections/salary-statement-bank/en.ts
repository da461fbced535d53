/**
 * The bank connection on /salarystatement (decision 148):
 * `salaryStatement.bank.*`.
 */
const bank = {
  loading: 'Loading the banks…',
  loadFailed: 'We could not load the list of banks.',
  retry: 'Try again',
  choose: {
    heading: 'Choose your bank',
    legend: 'The bank your salary is paid into',
    interactive: 'Asks for a code sent by SMS',
    none: 'No bank of your country can be connected yet. Please upload your statements instead.',
    submit: 'Continue',
  },
  login: {
    lead: 'You log in on your bank’s own page, and your bank sends you back here. We never see your bank password.',
    redirecting: 'Taking you to {{bank}}…',
    returning: 'Reading the connection to your bank…',
  },
  code: {
    heading: 'Enter the code from your bank',
    lead: '{{bank}} sent you a code by SMS. Enter it to continue.',
    label: 'Code',
    submit: 'Confirm',
  },
  account: {
    heading: 'Choose your salary account',
    legend: 'Which account is your salary paid into?',
    option: '{{name}}, {{account}}',
    submit: 'Read my statement',
    reading: 'Reading the last three months… This can take a few seconds.',
  },
  uploadInstead: 'Upload statements instead',
  startAgain: 'Start again',
  validation: {
    bank: 'Choose your bank.',
    code: 'Enter the code from the SMS: four to twelve letters or digits.',
    account: 'Choose the account your salary is paid into.',
  },
  errors: {
    BANK_DENIED:
      'The login at your bank was cancelled, so we could not read your statement. Start again or upload your statements instead.',
    BANK_CODE_EXPIRED: 'Your bank’s answer has expired or was already used. Please start again.',
    BANK_STATE_MISMATCH:
      'We could not match your bank’s answer to this browser’s application. Please start again from this page.',
    WRONG_CREDENTIALS:
      'Your bank did not accept this user name or password. Check them and try again.',
    WRONG_CODE: 'The code is not right. Check the SMS and enter it again.',
    CONNECTION_FAILED:
      'The connection to your bank was closed, for example after too many wrong codes. Start again or upload your statements.',
    CONNECTION_STATE_CONFLICT:
      'The connection to your bank is not at this step any more. Please start again.',
    BANK_FAILED:
      'Your bank answered with an error, so we could not read your statement. Try again later or upload your statements instead.',
    BANK_TIMEOUT:
      'Your bank did not answer in time. Try again later or upload your statements instead.',
    OPEN_BANKING_UNAVAILABLE:
      'Connecting a bank is not possible at the moment. Please upload your statements instead.',
    TOO_MANY_REQUESTS: 'Too many attempts. Please wait a while or upload your statements instead.',
    PROSPECT_STATE_CONFLICT: 'Your income has already been shared. Please reload the page.',
    UNKNOWN: 'Something went wrong with the connection to your bank. Please start again.',
  },
};

export default bank;
