/**
 * What the applicant reads when a call fails (spec 3 §8). The server sends codes; these are their
 * texts. The page a failure leads to is chosen by routeForError (packages/domain).
 */
const errors = {
  notLoggedIn: {
    title: 'User not logged in.',
    text: 'Please try to log in back.',
  },
  sessionEnded: {
    title: 'Your session has ended.',
    text: 'For your security we sign you out after a while without activity. Sign in to continue where you left off.',
  },
  technical: 'Something went wrong. We apologize for the inconvenience.',
  mobileNotFound: {
    title: 'Mobile number not found.',
    text: 'We can’t find your mobile number. Please choose another option to be contacted.',
  },
  loginInvalid: 'The data you entered is not valid.',
  codes: {
    SEC_BUS_LOG_OTP_WOT: 'The code is not correct. Check it and enter it again.',
    SEC_BUS_LOG_OTP_MOT: 'You entered a wrong code too many times. Continue with a new code.',
    SEC_BUS_LOG_ROT_AMR: 'Too many sign-in attempts. Your account is blocked.',
    TOO_MANY_REQUESTS: 'Too many attempts. Please wait a moment and try again.',
    VALIDATION_FAILED: 'Some of the data is not valid. Check the marked fields.',
  },
};

export default errors;
