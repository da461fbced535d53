import { z } from 'zod';
import { lazily } from './lazily';
import type { Weekday } from './opening-hours';
import { WEEKDAYS } from './opening-hours';

/**
 * spec 2 §3: opening times are "HHmm" strings ("0800"); "2400" is the end of a day open until
 * midnight (OPERATOR_HOURS=always), which no earlier time can express.
 */
export const HHMM_PATTERN = /^(?:(?:[01]\d|2[0-3])[0-5]\d|2400)$/;
const hhmmSchema = lazily(() => z.string().regex(HHMM_PATTERN));

/** One weekday of a branch (spec 2 §3: openFrom, openTo, hasPause, pauseFrom, pauseTo, closed). */
export const branchDayHoursSchema = lazily(() =>
  z.object({
    openFrom: hhmmSchema().nullable(),
    openTo: hhmmSchema().nullable(),
    hasPause: z.boolean(),
    pauseFrom: hhmmSchema().nullable(),
    pauseTo: hhmmSchema().nullable(),
    closed: z.boolean(),
  }),
);
export const ZBranchDayHours = /* @__PURE__ */ branchDayHoursSchema();
export type TBranchDayHours = z.infer<typeof ZBranchDayHours>;

export const branchOpeningHoursSchema = lazily(() =>
  z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, branchDayHoursSchema()])) as Record<
      Weekday,
      typeof ZBranchDayHours
    >,
  ),
);
export const ZBranchOpeningHours = /* @__PURE__ */ branchOpeningHoursSchema();
export type TBranchOpeningHours = z.infer<typeof ZBranchOpeningHours>;

/** `GET external/info/branches` and `branches/{id}` (spec 3 §7). */
export const branchSchema = lazily(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    street: z.string(),
    houseNumber: z.string(),
    postalCode: z.string(),
    city: z.string(),
    lat: z.number(),
    lon: z.number(),
    phone: z.string(),
    openingHours: branchOpeningHoursSchema(),
  }),
);
export const ZBranch = /* @__PURE__ */ branchSchema();
export type TBranch = z.infer<typeof ZBranch>;

/** Optional position for "nearest first" (spec 2 §3 nearest branch: lat, lon). */
export const branchesQuerySchema = lazily(() =>
  z
    .object({
      lat: z.coerce.number().min(-90).max(90).optional(),
      lon: z.coerce.number().min(-180).max(180).optional(),
    })
    .refine((query) => (query.lat === undefined) === (query.lon === undefined), {
      message: 'validation.position.incomplete',
      path: ['lon'],
    }),
);
export const ZBranchesQuery = /* @__PURE__ */ branchesQuerySchema();
export type TBranchesQuery = z.infer<typeof ZBranchesQuery>;

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres (haversine), enough to sort branches by nearness. */
export function distanceKm(
  from: { readonly lat: number; readonly lon: number },
  to: { readonly lat: number; readonly lon: number },
): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.lat - from.lat);
  const dLon = rad(to.lon - from.lon);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** spec 2 §3 appointment time slots. */
export const APPOINTMENT_TIME_SLOTS = ['MORNING', 'AFTERNOON'] as const;
export type AppointmentTimeSlot = (typeof APPOINTMENT_TIME_SLOTS)[number];

/** The morning ends and the afternoon starts at noon (decision 046). */
export const NOON_HHMM = '1200';

/** Whether the branch is open during the slot on a day: some opening time falls inside it. */
export function isSlotOpen(day: TBranchDayHours, slot: AppointmentTimeSlot): boolean {
  if (day.closed || day.openFrom === null || day.openTo === null) return false;
  return slot === 'MORNING' ? day.openFrom < NOON_HHMM : day.openTo > NOON_HHMM;
}
