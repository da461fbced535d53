import { z } from 'zod';
import { ZBranch } from '../branches';
import { ZProductState, ZProspectState } from '../states';
import { ZBranchToday } from './opening-today';

/**
 * `POST processes/userbranch` (spec 3 §7: localBankBranchId). `prospectId` is our extension, as
 * in `processes/longprocesses`: an account may run several processes, and the page names the
 * one it shows; without it the server takes the account's one process waiting for a branch.
 */
export const ZUserBranchRequest = z
  .object({
    localBankBranchId: z
      .string({ message: 'validation.branch.unknown' })
      .trim()
      .min(1, { message: 'validation.branch.unknown' })
      .max(64, { message: 'validation.branch.unknown' }),
    prospectId: z.uuid().optional(),
  })
  .strict();
export type TUserBranchRequest = z.infer<typeof ZUserBranchRequest>;

/** The stored choice and where the prospect stands after it (the wizard goes on from there). */
export const ZUserBranchResult = z.object({
  prospectId: z.uuid(),
  localBankBranchId: z.string(),
  chosenAt: z.iso.datetime(),
  prospectState: ZProspectState,
  productState: ZProductState,
});
export type TUserBranchResult = z.infer<typeof ZUserBranchResult>;

/** `POST processes/nearestbranch` (spec 3 §7: lat, lon), WGS 84 degrees. */
export const ZNearestBranchRequest = z
  .object({
    lat: z
      .number({ message: 'chooseBranch.validation.latitude' })
      .min(-90, { message: 'chooseBranch.validation.latitude' })
      .max(90, { message: 'chooseBranch.validation.latitude' }),
    lon: z
      .number({ message: 'chooseBranch.validation.longitude' })
      .min(-180, { message: 'chooseBranch.validation.longitude' })
      .max(180, { message: 'chooseBranch.validation.longitude' }),
  })
  .strict();
export type TNearestBranchRequest = z.infer<typeof ZNearestBranchRequest>;

/** One branch of the choice list: the branch, its day today, and its distance when known. */
export const ZBranchListing = ZBranch.extend({
  today: ZBranchToday,
  /** Kilometres from the position asked about (nearestbranch), else null. */
  distanceKm: z.number().nonnegative().nullable(),
});
export type TBranchListing = z.infer<typeof ZBranchListing>;

export const ZBranchListingList = z.array(ZBranchListing);

/** `GET onboarding/prospects/{id}/branch`: the branch chosen (for the welcome page), or null. */
export const ZChosenBranch = z.object({
  chosen: z.object({ branch: ZBranch, chosenAt: z.iso.datetime() }).nullable(),
});
export type TChosenBranch = z.infer<typeof ZChosenBranch>;
