import type { TBranch, TBranchDayHours, TBranchOpeningHours } from './branches';

/**
 * EXAMPLE DATA (decision 236): the branches of the al variant's demonstration bank, as the si
 * variant's (drizzle/0003_seed_branches.sql) are for Slovenia. The towns, their postal codes
 * (GeoNames, data/al-postal-codes.csv) and the coordinates of their centres are real; the banks,
 * street numbers, phone numbers and hours are invented, so none of them is a real bank's branch.
 * Migration 0024 seeds them with the variant `al`; apps/server/test/albanian-bank.test.ts keeps the
 * two the same.
 */

const CLOSED: TBranchDayHours = {
  openFrom: null,
  openTo: null,
  hasPause: false,
  pauseFrom: null,
  pauseTo: null,
  closed: true,
};

const open = (openFrom: string, openTo: string): TBranchDayHours => ({
  openFrom,
  openTo,
  hasPause: false,
  pauseFrom: null,
  pauseTo: null,
  closed: false,
});

/** Monday to Friday the same hours; Saturday given or closed; Sunday closed. */
function week(weekday: TBranchDayHours, saturday: TBranchDayHours = CLOSED): TBranchOpeningHours {
  return {
    MONDAY: weekday,
    TUESDAY: weekday,
    WEDNESDAY: weekday,
    THURSDAY: weekday,
    FRIDAY: weekday,
    SATURDAY: saturday,
    SUNDAY: CLOSED,
  };
}

/** Albanian banks' usual counter hours: 8:30 to 15:30 on weekdays (16:00 in the capital). */
const TOWN = week(open('0830', '1530'));
const CAPITAL = week(open('0830', '1600'), open('0900', '1300'));

export const AL_EXAMPLE_BRANCHES: readonly TBranch[] = [
  {
    id: 'TR01',
    name: 'Tiranë Qendër',
    street: 'Bulevardi Dëshmorët e Kombit',
    houseNumber: '5',
    postalCode: '1001',
    city: 'Tiranë',
    lat: 41.3262,
    lon: 19.8199,
    phone: '+355 4 230 0100',
    openingHours: CAPITAL,
  },
  {
    id: 'TR02',
    name: 'Tiranë Blloku',
    street: 'Rruga Ismail Qemali',
    houseNumber: '12',
    postalCode: '1019',
    city: 'Tiranë',
    lat: 41.3195,
    lon: 19.8157,
    phone: '+355 4 230 0110',
    openingHours: CAPITAL,
  },
  {
    id: 'TR03',
    name: 'Tiranë Rruga e Kavajës',
    street: 'Rruga e Kavajës',
    houseNumber: '120',
    postalCode: '1017',
    city: 'Tiranë',
    lat: 41.3228,
    lon: 19.7934,
    phone: '+355 4 230 0120',
    openingHours: week(open('0830', '1600')),
  },
  {
    id: 'DR01',
    name: 'Durrës Qendër',
    street: 'Bulevardi Epidamn',
    houseNumber: '4',
    postalCode: '2001',
    city: 'Durrës',
    lat: 41.3142,
    lon: 19.4453,
    phone: '+355 52 230 010',
    openingHours: week(open('0830', '1530'), open('0900', '1300')),
  },
  {
    id: 'VL01',
    name: 'Vlorë Qendër',
    street: 'Bulevardi Ismail Qemali',
    houseNumber: '15',
    postalCode: '9401',
    city: 'Vlorë',
    lat: 40.4661,
    lon: 19.4914,
    phone: '+355 33 230 010',
    openingHours: TOWN,
  },
  {
    id: 'SH01',
    name: 'Shkodër Qendër',
    street: 'Rruga Kolë Idromeno',
    houseNumber: '8',
    postalCode: '4001',
    city: 'Shkodër',
    lat: 42.0683,
    lon: 19.5126,
    phone: '+355 22 230 010',
    openingHours: TOWN,
  },
  {
    id: 'EL01',
    name: 'Elbasan Qendër',
    street: 'Bulevardi Qemal Stafa',
    houseNumber: '20',
    postalCode: '3001',
    city: 'Elbasan',
    lat: 41.1125,
    lon: 20.0822,
    phone: '+355 54 230 010',
    openingHours: TOWN,
  },
  {
    id: 'KO01',
    name: 'Korçë Qendër',
    street: 'Bulevardi Shën Gjergji',
    houseNumber: '3',
    postalCode: '7001',
    city: 'Korçë',
    lat: 40.6186,
    lon: 20.7808,
    phone: '+355 82 230 010',
    openingHours: TOWN,
  },
  {
    id: 'FR01',
    name: 'Fier Qendër',
    street: 'Bulevardi Jakov Xoxa',
    houseNumber: '9',
    postalCode: '9301',
    city: 'Fier',
    lat: 40.7239,
    lon: 19.5561,
    phone: '+355 34 230 010',
    openingHours: TOWN,
  },
  {
    id: 'BR01',
    name: 'Berat Qendër',
    street: 'Bulevardi Republika',
    houseNumber: '14',
    postalCode: '5001',
    city: 'Berat',
    lat: 40.7058,
    lon: 19.9522,
    phone: '+355 32 230 010',
    openingHours: TOWN,
  },
  {
    id: 'GJ01',
    name: 'Gjirokastër Qendër',
    street: 'Rruga 18 Shtatori',
    houseNumber: '6',
    postalCode: '6001',
    city: 'Gjirokastër',
    lat: 40.0758,
    lon: 20.1389,
    phone: '+355 84 230 010',
    openingHours: TOWN,
  },
  {
    id: 'SA01',
    name: 'Sarandë Qendër',
    street: 'Rruga Jonianët',
    houseNumber: '11',
    postalCode: '9701',
    city: 'Sarandë',
    lat: 39.8756,
    lon: 20.0053,
    phone: '+355 85 230 010',
    // A seaside town: open on Saturday mornings too.
    openingHours: week(open('0830', '1530'), open('0900', '1300')),
  },
  {
    id: 'LU01',
    name: 'Lushnjë Qendër',
    street: 'Bulevardi Kongresi i Lushnjës',
    houseNumber: '7',
    postalCode: '9001',
    city: 'Lushnjë',
    lat: 40.9419,
    lon: 19.705,
    phone: '+355 35 230 010',
    openingHours: TOWN,
  },
  {
    id: 'PO01',
    name: 'Pogradec Qendër',
    street: 'Rruga Rinia',
    houseNumber: '2',
    postalCode: '7301',
    city: 'Pogradec',
    lat: 40.9025,
    lon: 20.6525,
    phone: '+355 83 230 010',
    openingHours: TOWN,
  },
];
