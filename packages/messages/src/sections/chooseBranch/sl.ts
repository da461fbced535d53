import type { CatalogOf } from '../../translator';
import type en from './en';

const chooseBranch: CatalogOf<typeof en> = {
  page: {
    title: 'Izberite svojo poslovalnico',
    lead: 'Pogodbe so podpisane. Izberite poslovalnico, ki bo skrbela za vas: obiščete jo lahko, kadar potrebujete nasvet, kartico ali gotovino.',
  },
  location: {
    button: 'Uporabi mojo lokacijo',
    locating: 'Iščemo vašo lokacijo …',
    sorted: 'Najprej so prikazane poslovalnice, ki so vam najbližje.',
    notSupported:
      'Vaš brskalnik ne more deliti vaše lokacije. Poiščite poslovalnico po poštni številki ali kraju.',
    denied:
      'Deljenje lokacije je izklopljeno ali za to stran ni dovoljeno. Poiščite poslovalnico po poštni številki ali kraju.',
    unavailable:
      'Vašega trenutnega položaja ni bilo mogoče ugotoviti. Poskusite znova ali iščite po poštni številki ali kraju.',
  },
  search: {
    label: 'Poštna številka ali kraj',
    hint: 'Na primer {{code}} ali {{place}}.',
    button: 'Išči',
    notFound:
      'Poštne številke ali kraja »{{query}}« nismo našli. Preverite zapis ali vpišite štirimestno poštno številko.',
    sorted: 'Najprej so prikazane poslovalnice, ki so najbližje kraju {{code}} {{place}}.',
    showAll: 'Prikaži vse poslovalnice',
  },
  list: {
    legend: 'Poslovalnice',
    loading: 'Nalagamo poslovalnice …',
    failed: 'Poslovalnic ni bilo mogoče naložiti. Poskusite znova.',
    retry: 'Poskusi znova',
    address: '{{street}} {{houseNumber}}, {{postalCode}} {{city}}',
    todayHours: 'Danes {{hours}}',
    distance: 'Oddaljenost {{km}} km',
    phone: 'Telefon {{phone}}',
  },
  // Where a branch stands today, worded one way on every screen (decision 239).
  today: {
    openUntil: 'Odprto do {{time}}',
    pauseUntil: 'Odmor za malico, znova odprto ob {{time}}',
    opensAt: 'Danes odpre ob {{time}}',
    closedToday: 'Danes zaprto',
    closedTodayReopens: 'Danes zaprto, odpre {{weekday}} ob {{time}}',
    closedHoliday: 'Danes zaprto (praznik)',
    closedHolidayReopens: 'Danes zaprto (praznik), odpre {{weekday}} ob {{time}}',
  },
  weekdays: {
    MONDAY: 'v ponedeljek',
    TUESDAY: 'v torek',
    WEDNESDAY: 'v sredo',
    THURSDAY: 'v četrtek',
    FRIDAY: 'v petek',
    SATURDAY: 'v soboto',
    SUNDAY: 'v nedeljo',
  },
  mustChoose: 'Za nadaljevanje izberite poslovalnico.',
  continue: 'Nadaljuj',
  saveFailed: 'Vaše izbire ni bilo mogoče shraniti. Poskusite znova.',
  validation: {
    latitude: 'Zemljepisna širina mora biti med −90 in 90 stopinjami.',
    longitude: 'Zemljepisna dolžina mora biti med −180 in 180 stopinjami.',
    prospectRequired: 'Navedite, za katero vlogo je poslovalnica.',
  },
};

export default chooseBranch;
