/*
 * The one formatting module (decision 238): dates, times, money, percentages, numbers, phone
 * numbers, IBANs, places and countries in sl, en and sq. Both web apps, the console and the
 * server's PDFs, e-mails and SMS write values only through it; a lint rule keeps `Intl.*`,
 * `toLocale*String` and hand-built dates out of the rest of the code.
 */
export {
  formatDate,
  formatDateTime,
  formatDuration,
  formatMonth,
  formatTime,
  type DateOptions,
  type DateStyle,
} from './dates';
export {
  currencySign,
  formatAmount,
  formatBasisPoints,
  formatFileSize,
  formatMoney,
  formatNumber,
  formatPercent,
  type MoneyOptions,
  type NumberOptions,
} from './numbers';
export { formatCountry, formatPlace, formatPlaceInCountry, formatPostalPlace } from './places';
export { formatDialledNumber, formatPhoneNumber, formatPhoneParts } from '../phone-format';
export { formatIban } from '../payments/iban';
export { formatList, type ListKind } from './lists';
export { unbroken } from './unbroken';
export { compareText, sortByText } from './collate';
export { formatClockTime } from './clock';
