import { z } from 'zod';
import { lazily } from './lazily';

/**
 * spec 2 §4: business sectors of the employer ("about 28", e.g. gambling, construction, gold in
 * cash, foundations, healthcare, other). The spec names only examples; this list follows the NACE
 * sections and splits out the activities anti-money-laundering rules treat separately (cash-
 * intensive trade, gambling, virtual assets, money transfer, arms, art, non-profits).
 */
export const EMPLOYER_SECTORS = [
  'AGRICULTURE_FORESTRY_FISHING',
  'MINING_QUARRYING',
  'MANUFACTURING',
  'ENERGY_SUPPLY',
  'WATER_WASTE_MANAGEMENT',
  'CONSTRUCTION',
  'REAL_ESTATE',
  'WHOLESALE_RETAIL_TRADE',
  'MOTOR_VEHICLE_TRADE',
  'GOLD_PRECIOUS_METALS_CASH_TRADE',
  'ART_ANTIQUES_TRADE',
  'TRANSPORT_LOGISTICS',
  'ACCOMMODATION_FOOD_SERVICE',
  'INFORMATION_COMMUNICATION',
  'FINANCIAL_INSURANCE_SERVICES',
  'MONEY_TRANSFER_EXCHANGE',
  'VIRTUAL_ASSET_SERVICES',
  'GAMBLING_BETTING',
  'ARMS_DEFENCE_INDUSTRY',
  'PROFESSIONAL_LEGAL_ACCOUNTING',
  'ADMINISTRATIVE_SUPPORT_SERVICES',
  'PUBLIC_ADMINISTRATION',
  'EDUCATION',
  'HEALTHCARE_SOCIAL_WORK',
  'ARTS_ENTERTAINMENT_SPORT',
  'FOUNDATIONS_NON_PROFIT',
  'HOUSEHOLDS_AS_EMPLOYERS',
  'OTHER',
] as const;
export type EmployerSector = (typeof EMPLOYER_SECTORS)[number];
export const employerSectorSchema = lazily(() => z.enum(EMPLOYER_SECTORS));
export const ZEmployerSector = /* @__PURE__ */ employerSectorSchema();

/** spec 2 §3: a free-text employer business is required when OTHER is chosen. */
export function needsCustomEmployerBusiness(sector: EmployerSector): boolean {
  return sector === 'OTHER';
}
