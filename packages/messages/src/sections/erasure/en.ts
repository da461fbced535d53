/**
 * Erasure on request (decision 157): the "Delete my data" section of My application, its
 * confirmation dialog, and the page of the e-mail's confirmation link (/erasure/confirm).
 */
const erasure = {
  section: {
    heading: 'Delete my data',
    intro: 'You can ask us to delete the data you gave us for this application.',
    deletedHeading: 'What we delete',
    deleted: {
      application: 'Your application and your answers in it',
      personalData: 'The personal data you entered, such as your address and phone number',
      documents: 'The documents and photos you uploaded',
      login: 'Your sign-in, so nobody can continue the application',
    },
    keptHeading: 'What the bank must keep',
    kept: 'If you have already become our customer, the law on preventing money laundering requires us to keep the records of your account opening, such as how we identified you, for 5 years after our relationship ends. We keep nothing else, and we delete those records too when the 5 years are over.',
    email:
      'We will first send you an e-mail with a link, so we know the request is yours. Your data is deleted only when you open the link. It works for 24 hours.',
    request: 'Delete my data',
    loading: 'Checking whether you have already asked…',
    loadFailed: 'We could not check whether you have already asked to delete your data.',
    retry: 'Try again',
    sent: 'We sent a link to {{email}}. Open it within 24 hours to confirm that we should delete your data.',
    sentNoEmail:
      'We sent a link to your e-mail address. Open it within 24 hours to confirm that we should delete your data.',
    notReceived: 'No e-mail? Check your spam folder, or send the link again.',
    resend: 'Send the link again',
    scheduled: 'You have confirmed the request. Your data is being deleted.',
    failed:
      'We could not send the link just now. Your data has not been touched. Please try again in a few minutes.',
    tooMany:
      'You have asked several times in a short while. Please wait a few minutes and try again.',
  },
  dialog: {
    title: 'Delete your data?',
    text: 'Your application and the data in it will be deleted. This cannot be undone, and you would have to start a new application from the beginning.',
    next: 'We will send a confirmation link to your e-mail address. Nothing is deleted until you open it.',
    confirm: 'Yes, send me the link',
    cancel: 'Cancel',
  },
  confirm: {
    checking: 'Confirming your request…',
    doneTitle: 'Your data is being deleted',
    doneText:
      'Thank you. We are now deleting your application and the data you gave us. This takes a few minutes.',
    signedOut:
      'Your session has ended: we have signed you out on every device. You no longer need to do anything.',
    kept: 'If you had already become our customer, we keep only the records of your account opening that the law requires, for 5 years after our relationship ends.',
    expiredTitle: 'This link has expired',
    expiredText:
      'A confirmation link works for 24 hours, and only until your data has been deleted. If you already confirmed, there is nothing more to do. If not, sign in, open My application and choose “Delete my data” again.',
    invalidTitle: 'This link does not work',
    invalidText:
      'The link is incomplete, or it has already been used. If you opened it before, your data is already being deleted. Otherwise sign in, open My application and ask again.',
    failedTitle: 'We could not confirm your request',
    failedText:
      'Something went wrong on the way. Your data has not been deleted yet. Please try again.',
    retry: 'Try again',
    signIn: 'Sign in',
    toBankSite: 'Go to the bank’s website',
  },
};

export default erasure;
