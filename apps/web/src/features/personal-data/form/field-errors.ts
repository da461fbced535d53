/** spec 2 §5 Questionnaire: "choose a valid country from the list". */
export const COUNTRY_FROM_LIST_ERROR = 'personalDataRules.country.fromList';
