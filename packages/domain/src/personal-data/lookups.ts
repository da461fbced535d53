import { SI_ADMINISTRATIVE_UNITS } from '../../data/si-administrative-units';
import { SI_LARGE_EMPLOYERS } from '../../data/si-large-employers';
import { SUGGESTIONS_MAX, SEARCH_AUTOCOMPLETE_MIN_CHARS } from '../constants';
import { EMPLOYER_SECTORS, type EmployerSector } from '../employer-sectors';
import {
  ACCOUNT_PURPOSES,
  ALL_EMPLOYMENT_TYPES,
  EMPLOYMENT_INCOME_SOURCES,
  INCOME_SOURCES,
  ORIGINS_OF_FUNDS,
  POSITIONS_HELD,
  type AccountPurpose,
  type EmploymentIncomeSource,
  type EmploymentType,
  type IncomeSource,
  type OriginOfFunds,
  type PositionHeld,
} from '../kyc-profile';
import type { Language, VariantId } from '../variants';
import { countryOptions } from './countries';
import {
  EMPLOYMENT_TERMS,
  GENDERS,
  RESIDENT_STATUSES,
  type EmploymentTerm,
  type Gender,
  type ResidentStatus,
} from './enumerations';
import { postalCodesOf } from './postal-codes';

/*
 * The lookups of the personal data screen (spec 3 §7 lookup front-end API, getX/{language}): the
 * value sent back (code) and its name in the page's language. Lookup names are data, like the
 * country names of i18n-iso-countries, so they live here with the lists they name.
 */

export interface LookupOption {
  readonly code: string;
  readonly name: string;
}

type Names<C extends string> = Readonly<Record<C, Readonly<Record<Language, string>>>>;

const GENDER_NAMES: Names<Gender> = {
  MALE: { sl: 'Moški', en: 'Male', sq: 'Mashkull' },
  FEMALE: { sl: 'Ženski', en: 'Female', sq: 'Femër' },
};

const RESIDENT_STATUS_NAMES: Names<ResidentStatus> = {
  RESIDENT: {
    sl: 'Rezident Republike Slovenije',
    en: 'Resident of Slovenia',
    sq: 'Rezident i Sllovenisë',
  },
  NON_RESIDENT: { sl: 'Nerezident', en: 'Non-resident', sq: 'Jorezident' },
};

/** The residency of the Albanian variant is Albania's (decision 159). */
const RESIDENT_STATUS_NAMES_AL: Names<ResidentStatus> = {
  ...RESIDENT_STATUS_NAMES,
  RESIDENT: {
    sl: 'Rezident Republike Albanije',
    en: 'Resident of Albania',
    sq: 'Rezident i Shqipërisë',
  },
};

const EMPLOYMENT_TYPE_NAMES: Names<EmploymentType> = {
  EMPLOYED: { sl: 'Zaposlen', en: 'Employed', sq: 'I punësuar' },
  EXECUTIVE: {
    sl: 'Samozaposlen (izvršni direktor)',
    en: 'Executive (self-employed)',
    sq: 'Drejtues (i vetëpunësuar)',
  },
  ENTREPRENEUR: {
    sl: 'Podjetnik (lastnik podjetja)',
    en: 'Entrepreneur (company owner)',
    sq: 'Sipërmarrës (pronar kompanie)',
  },
  STUDENT: { sl: 'Študent', en: 'Student', sq: 'Student' },
  PENSIONER: { sl: 'Upokojenec', en: 'Pensioner', sq: 'Pensionist' },
  FREELANCE: { sl: 'Samostojni poklic', en: 'Freelance', sq: 'I pavarur (profesion i lirë)' },
  UNEMPLOYED: { sl: 'Brezposeln', en: 'Unemployed', sq: 'I papunë' },
  HOUSEWIFE: { sl: 'Gospodinja', en: 'Homemaker', sq: 'Shtëpiake' },
  DEPENDENT_MINOR: {
    sl: 'Vzdrževani mladoletnik',
    en: 'Dependent minor',
    sq: 'I mitur në ngarkim',
  },
  DEPENDENT_ADULT: {
    sl: 'Vzdrževana polnoletna oseba',
    en: 'Dependent adult',
    sq: 'I rritur në ngarkim',
  },
  SMALL_SCALE_FARMER: { sl: 'Kmet', en: 'Small-scale farmer', sq: 'Fermer i vogël' },
  SELF_EMPLOYED: { sl: 'Samozaposlen', en: 'Self-employed', sq: 'I vetëpunësuar' },
};

const INCOME_SOURCE_NAMES: Names<IncomeSource> = {
  SALARY: { sl: 'Plača', en: 'Salary', sq: 'Rroga' },
  SAVINGS: { sl: 'Prihranki', en: 'Savings', sq: 'Kursime' },
  FINANCIAL_ASSETS: { sl: 'Finančno premoženje', en: 'Financial assets', sq: 'Asete financiare' },
  REAL_ESTATE: { sl: 'Nepremičnine', en: 'Real estate', sq: 'Pasuri të paluajtshme' },
  REIMBURSEMENTS: { sl: 'Povračila', en: 'Reimbursements', sq: 'Rimbursime' },
  TRANSFER_OF_CAPITAL: {
    sl: 'Prenos kapitala',
    en: 'Transfer of capital',
    sq: 'Transferim kapitali',
  },
  DONATIONS: { sl: 'Darila in donacije', en: 'Donations', sq: 'Dhurata' },
  WINNINGS: { sl: 'Dobitki', en: 'Winnings', sq: 'Fitime nga lojërat' },
};

const EMPLOYMENT_INCOME_SOURCE_NAMES: Names<EmploymentIncomeSource> = {
  SALARY: { sl: 'Plača', en: 'Salary', sq: 'Rroga' },
  BUSINESS: { sl: 'Dejavnost', en: 'Business', sq: 'Biznes' },
  INVESTMENTS: { sl: 'Naložbe', en: 'Investments', sq: 'Investime' },
  PENSION: { sl: 'Pokojnina', en: 'Pension', sq: 'Pension' },
};

const ORIGIN_OF_FUNDS_NAMES: Names<OriginOfFunds> = {
  SAVINGS: { sl: 'Prihranki', en: 'Savings', sq: 'Kursime' },
  SALE_OF_FINANCIAL_ASSETS_OR_REAL_ESTATE: {
    sl: 'Prodaja finančnega premoženja ali nepremičnin',
    en: 'Sale of financial assets or real estate',
    sq: 'Shitje asetesh financiare ose pasurish të paluajtshme',
  },
  REIMBURSEMENTS: { sl: 'Povračila', en: 'Reimbursements', sq: 'Rimbursime' },
  CAPITAL_FROM_ABROAD: {
    sl: 'Kapital iz tujine',
    en: 'Capital from abroad',
    sq: 'Kapital nga jashtë',
  },
  INHERITANCE: { sl: 'Dediščina', en: 'Inheritance', sq: 'Trashëgimi' },
  WINNINGS: { sl: 'Dobitki', en: 'Winnings', sq: 'Fitime nga lojërat' },
};

const ACCOUNT_PURPOSE_NAMES: Names<AccountPurpose> = {
  SAVINGS: { sl: 'Varčevanje', en: 'Savings', sq: 'Kursim' },
  CURRENT_DOMESTIC_NEEDS: {
    sl: 'Tekoče potrebe gospodinjstva',
    en: 'Everyday household needs',
    sq: 'Nevojat e përditshme të familjes',
  },
  INVESTMENTS: { sl: 'Naložbe', en: 'Investments', sq: 'Investime' },
  CREDIT_REPAYMENT: { sl: 'Odplačevanje kredita', en: 'Loan repayment', sq: 'Shlyerje kredie' },
  MUTUAL_FUNDS: { sl: 'Vzajemni skladi', en: 'Mutual funds', sq: 'Fonde të përbashkëta investimi' },
  OTHERS: { sl: 'Drugo', en: 'Other', sq: 'Tjetër' },
};

const POSITION_NAMES: Names<PositionHeld> = {
  PUBLIC_SECTOR_INSTITUTION: {
    sl: 'Funkcija v javni instituciji',
    en: 'Office in a public-sector institution',
    sq: 'Funksion në një institucion publik',
  },
  CORPORATE_ROLE: {
    sl: 'Vodilni položaj v gospodarski družbi',
    en: 'Senior role in a company',
    sq: 'Pozicion drejtues në një shoqëri tregtare',
  },
  MANAGING_PUBLIC_FUNDS: {
    sl: 'Upravljanje javnih sredstev',
    en: 'Managing public funds',
    sq: 'Administrim i fondeve publike',
  },
  OTHER: { sl: 'Nobena od naštetih', en: 'None of these', sq: 'Asnjë nga këto' },
};

const EMPLOYMENT_TERM_NAMES: Names<EmploymentTerm> = {
  PERMANENT: { sl: 'Nedoločen čas', en: 'Permanent', sq: 'Me afat të pacaktuar' },
  TEMPORARY: { sl: 'Določen čas', en: 'Temporary', sq: 'Me afat të caktuar' },
};

const SECTOR_NAMES: Names<EmployerSector> = {
  AGRICULTURE_FORESTRY_FISHING: {
    sl: 'Kmetijstvo, gozdarstvo, ribištvo',
    en: 'Agriculture, forestry and fishing',
    sq: 'Bujqësi, pylltari dhe peshkim',
  },
  MINING_QUARRYING: { sl: 'Rudarstvo', en: 'Mining and quarrying', sq: 'Miniera dhe gurore' },
  MANUFACTURING: { sl: 'Predelovalne dejavnosti', en: 'Manufacturing', sq: 'Prodhim' },
  ENERGY_SUPPLY: { sl: 'Oskrba z energijo', en: 'Energy supply', sq: 'Furnizim me energji' },
  WATER_WASTE_MANAGEMENT: {
    sl: 'Oskrba z vodo, ravnanje z odpadki',
    en: 'Water supply and waste management',
    sq: 'Furnizim me ujë dhe menaxhim mbetjesh',
  },
  CONSTRUCTION: { sl: 'Gradbeništvo', en: 'Construction', sq: 'Ndërtim' },
  REAL_ESTATE: {
    sl: 'Poslovanje z nepremičninami',
    en: 'Real estate',
    sq: 'Pasuri të paluajtshme',
  },
  WHOLESALE_RETAIL_TRADE: {
    sl: 'Trgovina na debelo in drobno',
    en: 'Wholesale and retail trade',
    sq: 'Tregti me shumicë dhe pakicë',
  },
  MOTOR_VEHICLE_TRADE: {
    sl: 'Trgovina z motornimi vozili',
    en: 'Motor vehicle trade',
    sq: 'Tregti automjetesh',
  },
  GOLD_PRECIOUS_METALS_CASH_TRADE: {
    sl: 'Trgovina z zlatom in plemenitimi kovinami za gotovino',
    en: 'Trade in gold and precious metals for cash',
    sq: 'Tregti ari dhe metalesh të çmuara me para në dorë',
  },
  ART_ANTIQUES_TRADE: {
    sl: 'Trgovina z umetninami in starinami',
    en: 'Art and antiques trade',
    sq: 'Tregti veprash arti dhe antikash',
  },
  TRANSPORT_LOGISTICS: {
    sl: 'Promet in skladiščenje',
    en: 'Transport and logistics',
    sq: 'Transport dhe logjistikë',
  },
  ACCOMMODATION_FOOD_SERVICE: {
    sl: 'Gostinstvo',
    en: 'Accommodation and food services',
    sq: 'Akomodim dhe shërbime ushqimore',
  },
  INFORMATION_COMMUNICATION: {
    sl: 'Informacijske in komunikacijske dejavnosti',
    en: 'Information and communication',
    sq: 'Informacion dhe komunikim',
  },
  FINANCIAL_INSURANCE_SERVICES: {
    sl: 'Finančne in zavarovalniške dejavnosti',
    en: 'Financial and insurance services',
    sq: 'Shërbime financiare dhe sigurimesh',
  },
  MONEY_TRANSFER_EXCHANGE: {
    sl: 'Prenos denarja in menjalnice',
    en: 'Money transfer and currency exchange',
    sq: 'Transferta parash dhe këmbim valutor',
  },
  VIRTUAL_ASSET_SERVICES: {
    sl: 'Storitve z virtualnimi sredstvi',
    en: 'Virtual asset services',
    sq: 'Shërbime me asete virtuale',
  },
  GAMBLING_BETTING: {
    sl: 'Prirejanje iger na srečo',
    en: 'Gambling and betting',
    sq: 'Lojëra fati dhe baste',
  },
  ARMS_DEFENCE_INDUSTRY: {
    sl: 'Orožje in obrambna industrija',
    en: 'Arms and defence industry',
    sq: 'Armë dhe industri mbrojtjeje',
  },
  PROFESSIONAL_LEGAL_ACCOUNTING: {
    sl: 'Strokovne, pravne in računovodske dejavnosti',
    en: 'Professional, legal and accounting services',
    sq: 'Shërbime profesionale, ligjore dhe kontabël',
  },
  ADMINISTRATIVE_SUPPORT_SERVICES: {
    sl: 'Druge poslovne dejavnosti',
    en: 'Administrative and support services',
    sq: 'Shërbime administrative dhe mbështetëse',
  },
  PUBLIC_ADMINISTRATION: {
    sl: 'Javna uprava in obramba',
    en: 'Public administration and defence',
    sq: 'Administratë publike dhe mbrojtje',
  },
  EDUCATION: { sl: 'Izobraževanje', en: 'Education', sq: 'Arsim' },
  HEALTHCARE_SOCIAL_WORK: {
    sl: 'Zdravstvo in socialno varstvo',
    en: 'Healthcare and social work',
    sq: 'Shëndetësi dhe punë sociale',
  },
  ARTS_ENTERTAINMENT_SPORT: {
    sl: 'Kultura, razvedrilo in šport',
    en: 'Arts, entertainment and sport',
    sq: 'Art, argëtim dhe sport',
  },
  FOUNDATIONS_NON_PROFIT: {
    sl: 'Fundacije in neprofitne organizacije',
    en: 'Foundations and non-profit organisations',
    sq: 'Fondacione dhe organizata jofitimprurëse',
  },
  HOUSEHOLDS_AS_EMPLOYERS: {
    sl: 'Gospodinjstva kot delodajalci',
    en: 'Households as employers',
    sq: 'Familje si punëdhënës',
  },
  OTHER: { sl: 'Drugo', en: 'Other', sq: 'Tjetër' },
};

function options<C extends string>(
  codes: readonly C[],
  names: Names<C>,
  language: Language,
): LookupOption[] {
  return codes.map((code) => ({ code, name: names[code][language] }));
}

const ADMINISTRATIVE_UNIT_LABEL: Readonly<Record<Language, string>> = {
  sl: 'Upravna enota',
  en: 'Administrative unit',
  sq: 'Njësia administrative',
};

/** The lookups of spec 3 §7, by the X of getX/{language}. */
export const LOOKUPS = {
  Gender: (language: Language) => options(GENDERS, GENDER_NAMES, language),
  ResidenceStatus: (language: Language, variant: VariantId = 'si') =>
    options(
      RESIDENT_STATUSES,
      variant === 'al' ? RESIDENT_STATUS_NAMES_AL : RESIDENT_STATUS_NAMES,
      language,
    ),
  Nationality: (language: Language) => countryOptions(language),
  Country: (language: Language) => countryOptions(language),
  IssuingAuthority: (language: Language) =>
    SI_ADMINISTRATIVE_UNITS.map((unit) => ({
      code: unit,
      name: `${ADMINISTRATIVE_UNIT_LABEL[language]} ${unit}`,
    })),
  // Place names are proper names in every language; the list is the variant's country's.
  PostalCode: (_language: Language, variant: VariantId = 'si') =>
    postalCodesOf(variant).map((postal) => ({ code: postal.code, name: postal.place })),
  EmployerStatus: (language: Language) =>
    options(ALL_EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_NAMES, language),
  IncomeSource: (language: Language) => options(INCOME_SOURCES, INCOME_SOURCE_NAMES, language),
  EmploymentIncomeSource: (language: Language) =>
    options(EMPLOYMENT_INCOME_SOURCES, EMPLOYMENT_INCOME_SOURCE_NAMES, language),
  OriginOfFunds: (language: Language) => options(ORIGINS_OF_FUNDS, ORIGIN_OF_FUNDS_NAMES, language),
  BusinessRelations: (language: Language) =>
    options(ACCOUNT_PURPOSES, ACCOUNT_PURPOSE_NAMES, language),
  EmployerBusiness: (language: Language) => options(EMPLOYER_SECTORS, SECTOR_NAMES, language),
  PositionHeld: (language: Language) => options(POSITIONS_HELD, POSITION_NAMES, language),
  EmploymentTerm: (language: Language) =>
    options(EMPLOYMENT_TERMS, EMPLOYMENT_TERM_NAMES, language),
} as const satisfies Readonly<Record<string, (language: Language) => LookupOption[]>>;

export type LookupName = keyof typeof LOOKUPS;
export const LOOKUP_NAMES = Object.keys(LOOKUPS) as LookupName[];

/** A lookup in a language for a variant (the postal codes and the residency differ by variant). */
export function lookupOptions(
  name: LookupName,
  language: Language,
  variant: VariantId = 'si',
): LookupOption[] {
  const lookup: (language: Language, variant: VariantId) => LookupOption[] = LOOKUPS[name];
  return lookup(language, variant);
}

export function isLookupName(name: string): name is LookupName {
  return Object.hasOwn(LOOKUPS, name);
}

/**
 * spec 3 external/info/employers-suggestion?query: employers whose name contains the query
 * (case and accent insensitive), from 3 characters on, at most 5 (spec 3 §9).
 */
export function suggestEmployers(query: string): string[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const needle = fold(query.trim());
  if (needle.length < SEARCH_AUTOCOMPLETE_MIN_CHARS) return [];
  return SI_LARGE_EMPLOYERS.filter((name) => fold(name).includes(needle)).slice(0, SUGGESTIONS_MAX);
}
