/**
 * Texts of the shared interface building blocks (apps/web/src/components/ui, spec 3 §2): buttons,
 * form fields, password, autocomplete, carousels, tooltips, upload box, long-wait screen. Texts
 * that the caller passes in (labels, options, slides) belong to the caller's own section.
 */
const ui = {
  spinner: {
    label: 'Loading…',
  },
  button: {
    loading: 'Loading…',
  },
  section: {
    looksOk: 'Everything in this section looks fine.',
  },
  form: {
    invalidSubmit:
      'Some fields need correcting. The first of them is selected; its message is under it.',
  },
  errors: {
    required: 'Fill in this field.',
    invalid: 'Check what you entered here.',
    noMatch: 'Choose an entry from the list.',
  },
  password: {
    show: 'Show password',
    hide: 'Hide password',
    strength: 'Password strength: {{level}}',
    levels: {
      low: 'low',
      medium: 'medium',
      high: 'high',
    },
  },
  textArea: {
    remaining_one: '{{count}} character left',
    remaining_other: '{{count}} characters left',
  },
  multiSelect: {
    max_one: 'You can choose up to {{count}} option.',
    max_other: 'You can choose up to {{count}} options.',
  },
  autocomplete: {
    suggestions: 'Suggestions',
    results_one: '{{count}} suggestion. Use the up and down arrow keys to choose it.',
    results_other: '{{count}} suggestions. Use the up and down arrow keys to choose one.',
    noResults: 'No matches',
  },
  tooltip: {
    trigger: {
      custom: 'More information',
      alert: 'Important',
      description: 'Explanation',
      error: 'About the error',
      info: 'Information',
      message: 'Message',
      warn: 'Warning',
    },
  },
  steps: {
    done: '(done)',
    failed: '(not done)',
  },
  carousel: {
    roleDescription: 'carousel',
    slideRoleDescription: 'slide',
    position: '{{number}} of {{count}}',
    previous: 'Previous',
    next: 'Next',
    goTo: 'Go to page {{number}}',
    showSlide: 'Show slide {{number}}',
  },
  upload: {
    drop: 'Drop the file here',
    dropMany: 'Drop the files here',
    takePrompt: 'Take a photo of this side',
    choose: 'Choose a file',
    chooseAnother: 'Choose another file',
    hint: '{{types}}, up to {{max}} MB',
    uploading: 'Uploading…',
    uploaded: 'File uploaded',
    pdf: 'PDF document uploaded',
    previewAlt: 'Preview of the uploaded file',
    rejected: {
      type: '{{file}}: this type of file is not accepted. Choose {{types}}.',
      size: '{{file}} is larger than {{max}} MB.',
      empty: '{{file}} is empty.',
      count: '{{file}} was not added: choose one file only.',
    },
  },
  longWait: {
    timeRemaining: 'Time remaining',
    timeElapsed: 'Time waited',
    slidesLabel: 'While you wait',
    startAgain: 'Start again',
    explore: 'Explore our offer',
  },
};

export default ui;
