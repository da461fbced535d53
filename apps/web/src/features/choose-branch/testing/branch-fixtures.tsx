import {
  type ProductState,
  type TBranchDayHours,
  type TBranchListing,
  type TBranchToday,
} from '@onboarding/domain';
import type { ReactElement } from 'react';
import { aProcess, aStatus } from '../../../lib/wizard/testing/status-fixtures';
import { renderStep, STEP_PROSPECT_ID } from '../../../test/render-step';

const WEEKDAY: TBranchDayHours = {
  openFrom: '0830',
  openTo: '1630',
  hasPause: true,
  pauseFrom: '1200',
  pauseTo: '1300',
  closed: false,
};
const CLOSED: TBranchDayHours = {
  openFrom: null,
  openTo: null,
  hasPause: false,
  pauseFrom: null,
  pauseTo: null,
  closed: true,
};

const OPEN_NOW: TBranchToday = {
  date: '2026-11-23',
  intervals: [
    { from: '08:30', to: '12:00' },
    { from: '13:00', to: '16:30' },
  ],
  status: 'OPEN',
  changesAt: '12:00',
  closedReason: null,
  nextOpening: null,
};

export function aBranch(
  id: string,
  place: { name: string; postalCode: string; city: string; lat: number; lon: number },
  overrides: Partial<TBranchListing> = {},
): TBranchListing {
  return {
    id,
    street: 'Glavna cesta',
    houseNumber: '1',
    phone: '+386 1 300 00 00',
    openingHours: {
      MONDAY: WEEKDAY,
      TUESDAY: WEEKDAY,
      WEDNESDAY: WEEKDAY,
      THURSDAY: WEEKDAY,
      FRIDAY: WEEKDAY,
      SATURDAY: CLOSED,
      SUNDAY: CLOSED,
    },
    today: OPEN_NOW,
    distanceKm: null,
    ...place,
    ...overrides,
  };
}

/** Three branches in the bank's order (by name), as branchinfolist answers. */
export const BRANCHES: TBranchListing[] = [
  aBranch('CE01', { name: 'Celje', postalCode: '3000', city: 'Celje', lat: 46.2315, lon: 15.264 }),
  aBranch(
    'LJ01',
    { name: 'Ljubljana Center', postalCode: '1000', city: 'Ljubljana', lat: 46.0534, lon: 14.503 },
    {
      today: {
        ...OPEN_NOW,
        intervals: [],
        status: 'CLOSED_TODAY',
        changesAt: null,
        closedReason: 'HOLIDAY',
        nextOpening: { date: '2026-11-24', weekday: 'TUESDAY', time: '08:30' },
      },
    },
  ),
  aBranch('SL01', {
    name: 'Škofja Loka',
    postalCode: '4220',
    city: 'Škofja Loka',
    lat: 46.166,
    lon: 14.3065,
  }),
];

/** The status the server answers once the branch is chosen (the product moved on). */
export function statusAfterChoice(productState: ProductState) {
  return aStatus(
    aProcess({ prospectState: 'PROSPECT_VERIFIED', productState, prospectId: STEP_PROSPECT_ID }),
  );
}

/** Renders the page at /choosebranch as the private-route guard would, the contracts signed. */
export function renderAtChooseBranch(element: ReactElement) {
  return renderStep('/choosebranch', element, { productState: 'PRODUCT_DOCUMENTS_SIGNED' });
}
