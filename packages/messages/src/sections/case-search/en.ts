/**
 * The operator console's case search (decisions 263, 264): find a case by a person's name or an
 * identifier; supervisors may also browse by product, state and dates.
 */
const caseSearch = {
  nav: 'Cases',
  heading: 'Find a case',
  lead: 'Type a name without accents if you like: “cesnik” finds Česnik. A name matches whole words; every word typed must match. Fill in as many fields as you know.',
  operatorNote:
    'Name a person or a case: a name, e-mail, phone, application, document or personal number, or IBAN. Browsing by product, state and dates alone is for supervisors.',
  fields: {
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    phoneHint: 'With the country code, or as dialled at home: 041 123 456.',
    applicationNumber: 'Application number',
    applicationNumberHint: 'As on the documents, for example 2026-000123.',
    documentNumber: 'Identity document number',
    nationalId: 'Personal number (EMŠO or NID)',
    iban: 'IBAN',
    product: 'Product',
    state: 'Application state',
    productState: 'Product state',
    from: 'Started on or after',
    to: 'Started on or before',
    any: 'Any',
  },
  search: 'Search',
  searching: 'Searching…',
  clear: 'Clear',
  results: {
    heading: 'Cases found',
    found_one: '{{count}} case found',
    found_other: '{{count}} cases found',
    none: 'No case matches. Check the spelling or give fewer fields.',
    caption: 'Cases found, newest first',
    applicationNumber: 'Application',
    name: 'Name',
    product: 'Product',
    state: 'State',
    started: 'Started',
    changed: 'Last change',
    open: 'Open the case of {{name}}',
    noName: 'Name erased',
  },
  pages: {
    label: 'Pages of results',
    previous: 'Previous page',
    next: 'Next page',
    position: 'Page {{page}} of {{pages}}',
  },
  error: {
    tooLong: 'This is longer than any such value.',
    name: 'Type at least one letter of the name.',
    email: 'Type the whole e-mail address, with @.',
    phone: 'Type the phone number with at least six digits.',
    applicationNumber: 'Type the application number as 2026-000123, or its digits.',
    identifier: 'Type the number with its letters and digits.',
    iban: 'Type the IBAN: two letters, two check digits, then the account.',
    product: 'Choose a product from the list.',
    state: 'Choose a state from the list.',
    date: 'Choose a real day.',
    dateOrder: 'The last day is before the first.',
    page: 'There is no such page.',
    pageSize: 'Show between 1 and 100 cases a page.',
    needsIdentifier:
      'Give a name or an identifier: browsing by product, state and dates alone is for supervisors.',
    failed: 'The search could not be done. Try again in a moment.',
  },
};

export default caseSearch;
