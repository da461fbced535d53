/**
 * E-mails and text messages the server sends (decision 047), in the applicant's language. Plain
 * text: links are written out whole so every mail client shows them. `{{name}}` is the applicant's
 * name.
 */
const email = {
  greeting: 'Dear {{name}},',
  greetingAnonymous: 'Hello,',
  signature: 'Kind regards,\n{{bank}}\n{{address}}\n{{phone}} · {{email}} · {{web}}',
  // The e-mails that name what the applicant opens, one text per product (decision 201).
  verification: {
    CURRENTACCOUNT: {
      subject: 'Confirm your e-mail address',
      text: 'Thank you for starting to open your account online. Confirm your e-mail address by opening this link within 2 days:\n\n{{link}}\n\nIf you did not sign up, ignore this message.',
    },
    PERSONALLOAN: {
      subject: 'Confirm your e-mail address',
      text: 'Thank you for starting your personal loan application online. Confirm your e-mail address by opening this link within 2 days:\n\n{{link}}\n\nIf you did not sign up, ignore this message.',
    },
    DAYPOSIT: {
      subject: 'Confirm your e-mail address',
      text: 'Thank you for starting to open your day deposit online. Confirm your e-mail address by opening this link within 2 days:\n\n{{link}}\n\nIf you did not sign up, ignore this message.',
    },
    ACCOUNTOPENINGFROMLOAN: {
      subject: 'Confirm your e-mail address',
      text: 'Thank you for starting to open the account for your loan online. Confirm your e-mail address by opening this link within 2 days:\n\n{{link}}\n\nIf you did not sign up, ignore this message.',
    },
  },
  alreadyRegistered: {
    subject: 'You are already registered',
    text: 'Someone, perhaps you, tried to sign up again with this e-mail address. You are already registered: sign in at\n\n{{loginLink}}\n\nor, if you forgot your password, set a new one at\n\n{{resetLink}}\n\nIf it was not you, ignore this message; your account is unchanged.',
  },
  passwordReset: {
    subject: 'Set a new password',
    text: 'To set a new password, open this link within 1 hour. It can be used once:\n\n{{link}}\n\nIf you did not ask for it, ignore this message; your password stays as it is.',
  },
  passwordChanged: {
    subject: 'Your password was changed',
    text: 'Your password was changed and you were signed out everywhere. If it was not you, call us at once.',
  },
  // Sign-in from unknown devices blocked after five wrong passwords (decisions 160, 277);
  // {{duration}} is one of `duration`.
  loginBlocked: {
    subject: 'Sign-in to your account is blocked',
    text: 'Someone, perhaps you, typed a wrong password for your account five times in a row on a device you have not signed in from before, so signing in from such devices is blocked for {{duration}}. The devices where you have signed in before are not blocked: you can sign in there as usual.\n\nIf it was you and you have forgotten your password, set a new one at\n\n{{resetLink}}\n\nA new password lifts the block at once. If it was not you, your account is safe as long as nobody knows your password; setting a new one does no harm.',
    duration: {
      minutes15: '15 minutes',
      hour1: '1 hour',
      hours4: '4 hours',
      hours24: '24 hours',
    },
  },
  // Staff sign-in from unknown devices locked after five wrong passwords (decision 277).
  staffLoginLocked: {
    subject: 'Sign-in to your staff account is locked on new devices',
    text: "Someone, perhaps you, typed a wrong password for your staff account five times in a row on a device you have not signed in from before, so signing in from such devices is locked for {{minutes}} minutes. On the devices where you have signed in before you can sign in as usual.\n\nIf it was not you, tell your supervisor and the bank's security team.",
  },
  unsubscribe: {
    subject: 'Confirm that you no longer want our e-mails',
    text: 'Confirm that we should stop sending you marketing e-mails by opening this link:\n\n{{link}}\n\nIf you did not ask for it, ignore this message.',
  },
  unsubscribed: {
    subject: 'You will no longer receive our marketing e-mails',
    text: 'We have removed your address from our marketing e-mails. Messages about your application will still reach you.',
  },
  continueLater: {
    CURRENTACCOUNT: {
      subject: 'Continue opening your account',
      text: 'Your application is saved. Continue where you left off at\n\n{{link}}\n\nYou will sign in with your e-mail, your password and a code we send by text message.',
    },
    PERSONALLOAN: {
      subject: 'Continue your personal loan application',
      text: 'Your application is saved. Continue where you left off at\n\n{{link}}\n\nYou will sign in with your e-mail, your password and a code we send by text message.',
    },
    DAYPOSIT: {
      subject: 'Continue opening your day deposit',
      text: 'Your application is saved. Continue where you left off at\n\n{{link}}\n\nYou will sign in with your e-mail, your password and a code we send by text message.',
    },
    ACCOUNTOPENINGFROMLOAN: {
      subject: 'Continue opening the account for your loan',
      text: 'Your application is saved. Continue where you left off at\n\n{{link}}\n\nYou will sign in with your e-mail, your password and a code we send by text message.',
    },
  },
  callBack: {
    subject: 'We will call you',
    text: 'Thank you. Our contact centre will call you at {{number}} on the next working day.',
  },
  appointment: {
    subject: 'Your appointment at the branch',
    text: 'Your appointment is booked:\n\nBranch: {{branch}}\nAddress: {{address}}\nDate: {{date}}\nTime: {{slot}}\n\nBring a valid ID card or passport.',
    slot: {
      MORNING: 'morning',
      AFTERNOON: 'afternoon',
    },
  },
  // The welcome e-mail (decision 146): its lines come from the `welcome.mail` messages.
  welcome: {
    subject: 'Welcome to the bank',
    text: 'Your {{product}} is open.\n\nAccount number (IBAN): {{account}}{{summary}}\n\nActivate the mobile app with this code: {{code}}\nThe code is valid until {{validUntil}}. You can also open this link on your phone:\n{{link}}\n\nWhat happens next:\n{{next}}',
  },
  // A personal loan's welcome (decision 233): what is paid, where and when; no account of ours.
  welcomeLoan: {
    subject: 'Your personal loan is signed',
    text: 'Your personal loan is signed.\n\nWe send {{amount}} to your account {{iban}} on {{payoutDate}}.\nYour first instalment of {{firstAmount}} falls due on {{firstDate}}, and the next ones on the same day of each month. You can download the repayment plan, with every instalment, on the welcome page.\n\nActivate the mobile app with this code: {{code}}\nThe code is valid until {{validUntil}}. You can also open this link on your phone:\n{{link}}',
  },
  // The confirmation of a request to erase one's data (decision 152).
  erasureConfirmation: {
    subject: 'Confirm that your data should be erased',
    text: 'You asked us to erase your data from your application. Confirm it by opening this link within 24 hours. It can be used once:\n\n{{link}}\n\nOnce you confirm, you are signed out everywhere and your data is erased. What the law obliges us to keep after you became our customer (the records of your identification and contracts, for 5 years after the end of our business relationship) is kept until then and used for nothing else.\n\nIf you did not ask for it, ignore this message; nothing is erased.',
  },
  sms: {
    loginOtp:
      'Your sign-in code is {{code}}. It is valid for 5 minutes. Never share it with anyone.',
  },
};

export type EmailMessages = typeof email;

export default email;
