/** The /usermessages pages of spec 1 §2: errors, saved applications, leaving, the closed call centre. */
const userMessages = {
  common: {
    toBankSite: 'Go to the bank’s website',
  },
  genericError: {
    title: 'Something went wrong',
    text: 'Something went wrong. We apologize for the inconvenience.',
    more: 'What you have entered so far is saved. Please try again in a few minutes. If the problem persists, call our contact centre.',
    retry: 'Try again',
  },
  verifyMail: {
    title: 'Confirm your e-mail address',
    text: 'We have sent you an e-mail with a confirmation link. Open it to continue your application.',
    hint: 'No e-mail yet? It can take a few minutes. Also check your spam or junk folder. The link is valid for 2 days.',
    resend: 'Send the e-mail again',
    resent: 'We have sent the e-mail again.',
  },
  emailValidated: {
    checking: 'Checking your confirmation link…',
    title: 'Your e-mail address is confirmed',
    subtitle: 'Thank you. We are taking you to the next step of your application.',
  },
  resetPassword: {
    title: 'Set a new password',
    text: 'Choose a new password for signing in to your application.',
    password: 'New password',
    confirmPassword: 'Repeat the new password',
    submit: 'Save the password',
    doneTitle: 'Your password is changed',
    doneText: 'Sign in with your new password. For your safety we have signed you out everywhere.',
    toLogin: 'Go to sign-in',
    invalidLink: 'The link is not valid or has already been used. Ask for a new one.',
    newLink: 'Ask for a new link',
  },
  unsubscribe: {
    title: 'Unsubscribe from marketing e-mails',
    text: 'Tell us your e-mail address and why you want to leave. We will send you a link to confirm.',
    email: 'E-mail address',
    reasonLegend: 'Why do you want to unsubscribe?',
    reasons: {
      NOT_INTERESTED: 'I am not interested in the offers',
      TOO_MANY_EMAILS: 'I receive too many e-mails',
      OTHER: 'Other',
    },
    reasonText: 'Your reason',
    submit: 'Unsubscribe',
    sentTitle: 'Check your inbox',
    sentText:
      'If we send marketing e-mails to this address, we have sent it a link to confirm that you want to unsubscribe.',
    finishing: 'Confirming your request…',
    doneTitle: 'You are unsubscribed',
    doneText:
      'You will no longer receive marketing e-mails from us. It can take up to 48 hours until e-mails already on their way stop.',
    invalidLink: 'The link is not valid or has already been used.',
  },
  forgotPassword: {
    title: 'Forgotten password',
    text: 'Enter the e-mail address you registered with. We will send you a link to set a new password.',
    emailLabel: 'E-mail address',
    submit: 'Send the link',
    sentTitle: 'Check your inbox',
    sentText:
      'If an application is registered with this address, we have sent it a link to set a new password. The link is valid for 1 hour.',
    back: 'Back to sign-in',
  },
  errorPage: {
    title: 'We cannot open the product for you online',
    lead: 'Unfortunately you cannot continue the application online.',
    reasonHeading: 'Why',
    reasons: {
      CONSENTS:
        'Because of your answers to the legal questions (politically exposed person, US tax residence or tax residence in another country), we need to meet you in person.',
      EXISTING_CUSTOMER:
        'You are already our customer. Existing customers open new products at a branch or in online banking.',
      AGE: 'You do not meet the age requirement for opening this product online.',
      ADDRESS: 'We could not confirm your permanent address, which opening online requires.',
      CITIZENSHIP: 'Opening this product online is not available for your citizenship.',
      RESIDENCY: 'Opening this product online is available only to residents of the country.',
      TYPE_OF_EMPLOYMENT: 'Your type of employment does not allow opening this product online.',
      SOURCE_OF_INCOME:
        'The source of income you stated does not allow opening this product online.',
      EXISTING_IBAN: 'An account in your name already exists with us.',
      NO_IBAN: 'We could not confirm an account in your name, which this product requires.',
      AJPES_INSOLVENTNOST:
        'The public register of insolvency proceedings (AJPES) lists proceedings in your name.',
    },
    unknownReason: 'Some of the conditions for opening the product online are not met.',
    branchOffer:
      'Our advisers at a branch will gladly help you. Book an appointment and we will complete your application together.',
  },
  appointment: {
    heading: 'Book an appointment at a branch',
    branch: 'Branch',
    chooseBranch: 'Choose a branch',
    branchAddress: '{{street}} {{houseNumber}}, {{postalCode}} {{city}}',
    branchPhone: 'Phone: {{phone}}',
    branchOpen: 'On that day the branch is open from {{from}} to {{to}}.',
    date: 'Date',
    dateHint: 'A day from today on, within the next 60 days, when the branch is open.',
    slot: 'Time of day',
    slots: {
      MORNING: 'Morning',
      AFTERNOON: 'Afternoon',
    },
    submit: 'Book the appointment',
    loadingBranches: 'Loading the branches…',
    branchesFailed: 'We could not load the branches. Please try again later.',
    noUid:
      'We could not find your application, so we cannot book an appointment. Call our contact centre and we will book it for you.',
    doneTitle: 'Your appointment is booked',
    doneText: {
      MORNING: 'We look forward to seeing you on {{date}} in the morning at the {{branch}} branch.',
      AFTERNOON:
        'We look forward to seeing you on {{date}} in the afternoon at the {{branch}} branch.',
    },
    doneEmail: 'We have sent you a confirmation by e-mail.',
  },
  contractSignatureFailed: {
    title: 'The contract could not be signed',
    text: 'Signing the contract did not succeed. Your data is saved and nothing has been signed.',
    more: 'Please try again. If it does not succeed, call our contact centre or sign the contract at a branch.',
    retry: 'Try signing again',
  },
  selectBranch: {
    title: 'Please continue at a branch',
    text: 'We need to complete your application in person. Book an appointment at the branch of your choice; your data is saved, so it will not take long.',
  },
  selectBranchOrContinueOnline: {
    title: 'Continue at a branch or online',
    text: 'We cannot approve the loan online. You can talk it through with an adviser at a branch, or continue online and open a current account.',
    continueOnline: 'Continue online with a current account',
    accountText:
      'Continuing online, we open a current account for you with the data you have already given us; you do not need to enter anything again.',
  },
  loanNotDisbursed: {
    title: 'We cannot grant you the loan online',
    text: 'Based on the assessment, we cannot grant you the loan online at the moment. You can still open a current account online, with the data you have already entered.',
    openAccount: 'Open a current account instead',
    branchText: 'An adviser at a branch can also look at your loan application with you.',
  },
  checkEmail: {
    title: 'Check your e-mail address',
    text: 'We could not send a message to the e-mail address you entered. It may contain a typing error, or the mailbox may not accept messages.',
    correct: 'Correct the e-mail address',
  },
  saveProcess: {
    title: 'Your application is being processed',
    text: 'We have saved your application and are checking your data. We will let you know by e-mail as soon as you can continue.',
    more: 'You can close this window now.',
  },
  saveLoanProcess: {
    title: 'We are assessing your loan application',
    text: 'The assessment is taking a little longer than usual. Your application is saved, and we will let you know by e-mail when your offer is ready.',
    check: 'Check the assessment again',
    more: 'You can close this window now.',
  },
  openAccount: {
    title: 'We are opening your current account',
    text: 'Your current account is being opened with the data you have already given us. Continue, and we will show you when it is ready to sign.',
    more: 'Your loan assessment stays saved with your application.',
    action: 'Continue',
  },
  loanSwitch: {
    failed:
      'We could not switch your application to a current account just now. Please try again, or book an appointment at a branch.',
  },
  fromEcoForYouToEco: {
    title: 'The student package does not apply to you',
    text: 'The student package is for students up to the age of 27. Instead, we can open a current account with the Digital package for you, with no monthly fee in the first year.',
    action: 'Continue with the Digital package',
    fee: 'The Digital package costs {{intro}} a month for the first {{months}} months, then {{after}} a month.',
    failed: 'We could not change the package. Please try again.',
  },
  contact: {
    title: 'Save and continue later',
    text: 'Your application is saved. Tell us how you would like to continue.',
    legend: 'How should we help you continue?',
    options: {
      EMAIL: 'Send me a link to continue by e-mail',
      CALL: 'Call me back',
      APPOINTMENT: 'Book an appointment at a branch',
    },
    emailLabel: 'E-mail address',
    phoneLabel: 'Phone number',
    phoneHint: 'With the area or mobile code, for example {{example}}.',
    submit: 'Send',
    sentEmail: 'We have sent you an e-mail with a link to continue your application.',
    sentCall: 'Thank you. An adviser will call you at {{number}}.',
    sentTitle: 'Thank you',
    noUid:
      'We could not find your application. Call our contact centre and we will help you continue.',
  },
  logout: {
    title: 'Leave the application?',
    text: 'Your application is saved. We can send you a link by e-mail, so that you can continue where you left off.',
    emailLabel: 'Send the link to',
    submit: 'Send the link and leave',
    stay: 'Stay in the application',
    doneTitle: 'You have left the application',
    doneText: 'We have sent you a link to continue. See you soon!',
    signedOut: 'You are signed out. Your application stays saved.',
  },
  callCenterClosed: {
    title: 'Our video advisers are not available right now',
    text: 'You can continue filling in your application now and take the video call when our advisers are available.',
    hoursHeading: 'When our video advisers are available',
    weekdays: {
      MONDAY: 'Monday',
      TUESDAY: 'Tuesday',
      WEDNESDAY: 'Wednesday',
      THURSDAY: 'Thursday',
      FRIDAY: 'Friday',
      SATURDAY: 'Saturday',
      SUNDAY: 'Sunday',
    },
    hours: '{{from}}–{{to}}',
    closedDay: 'Closed',
    holidays: 'Closed on public holidays.',
    continue: 'Continue without the video call for now',
    saveAndLeave: 'Save and continue later',
  },
  processChoice: {
    title: 'You have more than one application',
    text: 'Choose the application you would like to continue.',
    continue: 'Continue',
    startNew: 'Start a new application',
    empty: 'We found no application to continue.',
  },
};

export default userMessages;
