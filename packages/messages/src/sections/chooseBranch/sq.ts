import type { CatalogOf } from '../../translator';
import type en from './en';

const chooseBranch: CatalogOf<typeof en> = {
  page: {
    title: 'Zgjidhni degën tuaj',
    lead: 'Kontratat janë nënshkruar. Zgjidhni degën që do t’ju shërbejë: mund ta vizitoni sa herë që ju duhet këshillë, një kartë ose para në dorë.',
  },
  location: {
    button: 'Përdor vendndodhjen time',
    locating: 'Po gjejmë vendndodhjen tuaj…',
    sorted: 'Degët më të afërta me ju shfaqen të parat.',
    notSupported:
      'Shfletuesi juaj nuk mund të ndajë vendndodhjen. Kërkoni sipas kodit postar ose vendit.',
    denied:
      'Ndarja e vendndodhjes është e fikur ose nuk lejohet për këtë faqe. Kërkoni sipas kodit postar ose vendit.',
    unavailable:
      'Nuk arritëm të marrim pozicionin tuaj aktual. Provoni përsëri ose kërkoni sipas kodit postar ose vendit.',
  },
  search: {
    label: 'Kodi postar ose vendi',
    hint: 'Për shembull {{code}} ose {{place}}.',
    button: 'Kërko',
    notFound:
      'Nuk gjetëm asnjë kod postar ose vend “{{query}}”. Kontrolloni drejtshkrimin ose shkruani kodin postar me katër shifra.',
    sorted: 'Degët më të afërta me {{code}} {{place}} shfaqen të parat.',
    showAll: 'Shfaq të gjitha degët',
  },
  list: {
    legend: 'Degët',
    loading: 'Po ngarkojmë degët…',
    failed: 'Nuk arritëm të ngarkojmë degët. Ju lutemi provoni përsëri.',
    retry: 'Provo përsëri',
    address: '{{street}} {{houseNumber}}, {{postalCode}} {{city}}',
    todayHours: 'Sot {{hours}}',
    distance: '{{km}} km larg',
    phone: 'Telefoni {{phone}}',
  },
  // Where a branch stands today, worded one way on every screen (decision 239).
  today: {
    openUntil: 'Hapur deri në {{time}}',
    pauseUntil: 'Pushim dreke, hapet përsëri në {{time}}',
    opensAt: 'Hapet sot në {{time}}',
    closedToday: 'Mbyllur sot',
    closedTodayReopens: 'Mbyllur sot, hapet {{weekday}} në {{time}}',
    closedHoliday: 'Mbyllur sot (festë zyrtare)',
    closedHolidayReopens: 'Mbyllur sot (festë zyrtare), hapet {{weekday}} në {{time}}',
  },
  weekdays: {
    MONDAY: 'të hënën',
    TUESDAY: 'të martën',
    WEDNESDAY: 'të mërkurën',
    THURSDAY: 'të enjten',
    FRIDAY: 'të premten',
    SATURDAY: 'të shtunën',
    SUNDAY: 'të dielën',
  },
  mustChoose: 'Zgjidhni një degë për të vazhduar.',
  continue: 'Vazhdo',
  saveFailed: 'Nuk arritëm të ruajmë zgjedhjen tuaj. Ju lutemi provoni përsëri.',
  validation: {
    latitude: 'Gjerësia gjeografike duhet të jetë nga −90 deri në 90 gradë.',
    longitude: 'Gjatësia gjeografike duhet të jetë nga −180 deri në 180 gradë.',
    prospectRequired: 'Tregoni për cilën kërkesë është dega.',
  },
};

export default chooseBranch;
