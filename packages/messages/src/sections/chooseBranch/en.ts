/** The branch choice (/choosebranch, decision 144). */
const chooseBranch = {
  page: {
    title: 'Choose your branch',
    lead: 'Your contracts are signed. Choose the branch that will look after you: you can visit it whenever you need advice, a card or cash.',
  },
  location: {
    button: 'Use my location',
    locating: 'Finding your location…',
    sorted: 'Branches nearest to you are shown first.',
    // spec 3 §8: the three geolocation failures, in plain words; the list stays usable.
    notSupported:
      'Your browser cannot share your location. Search by postal code or place instead.',
    denied:
      'Location sharing is turned off or not allowed for this page. Search by postal code or place instead.',
    unavailable:
      'We could not get your current position. Try again, or search by postal code or place.',
  },
  search: {
    label: 'Postal code or place',
    hint: 'For example {{code}} or {{place}}.',
    button: 'Search',
    notFound:
      'We found no postal code or place “{{query}}”. Check the spelling or enter the four-digit postal code.',
    sorted: 'Branches nearest to {{code}} {{place}} are shown first.',
    showAll: 'Show all branches',
  },
  list: {
    legend: 'Branches',
    loading: 'Loading the branches…',
    failed: 'We could not load the branches. Please try again.',
    retry: 'Try again',
    address: '{{street}} {{houseNumber}}, {{postalCode}} {{city}}',
    todayHours: 'Today {{hours}}',
    distance: '{{km}} km away',
    phone: 'Phone {{phone}}',
  },
  // Where a branch stands today, worded one way on every screen (decision 239).
  today: {
    openUntil: 'Open until {{time}}',
    pauseUntil: 'Lunch break, open again at {{time}}',
    opensAt: 'Opens today at {{time}}',
    closedToday: 'Closed today',
    closedTodayReopens: 'Closed today, opens {{weekday}} at {{time}}',
    closedHoliday: 'Closed today (public holiday)',
    closedHolidayReopens: 'Closed today (public holiday), opens {{weekday}} at {{time}}',
  },
  // "opens {{weekday}} at …": the day as it reads in that sentence.
  weekdays: {
    MONDAY: 'on Monday',
    TUESDAY: 'on Tuesday',
    WEDNESDAY: 'on Wednesday',
    THURSDAY: 'on Thursday',
    FRIDAY: 'on Friday',
    SATURDAY: 'on Saturday',
    SUNDAY: 'on Sunday',
  },
  mustChoose: 'Choose a branch to continue.',
  continue: 'Continue',
  saveFailed: 'We could not save your choice. Please try again.',
  validation: {
    latitude: 'The latitude must be between −90 and 90 degrees.',
    longitude: 'The longitude must be between −180 and 180 degrees.',
    prospectRequired: 'Say which application the branch is for.',
  },
};

export default chooseBranch;
