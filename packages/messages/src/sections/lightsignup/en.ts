/**
 * The light sign-up pages (spec 1 §2): intro and terms, the registration form, the sign-in form,
 * social sign-up and the one-time-code screen.
 */
const lightsignup = {
  intro: {
    // The title and the first benefit name what the applicant opens (decision 201).
    title: {
      CURRENTACCOUNT: 'Open your account online',
      PERSONALLOAN: 'Apply for a personal loan online',
      DAYPOSIT: 'Open a day deposit online',
      ACCOUNTOPENINGFROMLOAN: 'Open the account for your loan online',
    },
    lead: 'In a few minutes, from wherever you are.',
    product: {
      legend: 'What would you like to open?',
    },
    benefitsLabel: 'What you get',
    benefits: {
      beneficiary: {
        CURRENTACCOUNT: 'Add a beneficiary and pay right after your account is opened.',
        PERSONALLOAN:
          'Choose the amount and term and see your monthly instalment before you apply.',
        DAYPOSIT: 'Choose the number of days and know your interest before you sign.',
        ACCOUNTOPENINGFROMLOAN: 'Your approved loan is paid out to the new account.',
      },
      videoChat: 'Confirm your identity in a short video chat with our adviser.',
      activationCode: 'Receive the activation code for online banking by text message.',
    },
    terms: 'I have read and accept the general terms and conditions and the privacy notice.',
    termsLinks: 'Read them before you accept:',
    termsLink: 'General terms and conditions',
    privacyLink: 'Privacy notice',
    newTab: '(opens in a new tab)',
    continue: 'Continue',
    termsRequired: 'Tick the box to accept the terms before you continue.',
  },
  register: {
    title: 'Create your profile',
    name: 'Full name',
    email: 'E-mail address',
    prefix: 'Country dialling code',
    phone: 'Mobile phone number',
    password: 'Password',
    passwordHint: 'At least 8 characters, with a letter and a digit.',
    submit: 'Register',
    haveAccount: 'Already have an account?',
    logIn: 'Log in',
  },
  login: {
    title: 'Welcome back',
    email: 'E-mail address',
    password: 'Password',
    forgotPassword: 'Forgot your password?',
    submit: 'Log in',
    noAccount: 'No account yet?',
    register: 'Register',
  },
  social: {
    title: 'Or continue with',
    google: 'Continue with Google',
    facebook: 'Continue with Facebook',
    apple: 'Continue with Apple',
    error:
      'Signing in with the social network did not succeed. Please try again or register with your e-mail.',
  },
  secureLogin: {
    title: 'Enter the sign-in code',
    text: 'We have sent a 6-digit code to your mobile phone. It is valid for 5 minutes.',
    code: 'Code from the text message',
    submit: 'Confirm',
    resend: 'Send a new code',
    resent: 'We have sent you a new code.',
    retryIn_one: 'You can ask for a new code in {{count}} minute.',
    retryIn_other: 'You can ask for a new code in {{count}} minutes.',
    expired: 'The code is no longer valid. Ask for a new code.',
    noLogin: 'No sign-in is waiting for a code. Please log in again.',
    back: 'Back to log in',
  },
};

export default lightsignup;
