import type { PackageName } from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import type { Transaction } from '../../../infra/db/database';
import { setPackageName } from '../repository';

export interface ChangePackageDeps {
  readonly clock: Clock;
}

/** The student path's package switch (Diploma to the package it falls back to). */
export function createChangePackage({ clock }: ChangePackageDeps) {
  return async function changePackage(
    tx: Transaction,
    productId: string,
    packageName: PackageName,
  ): Promise<void> {
    await setPackageName(tx, productId, packageName, clock());
  };
}
