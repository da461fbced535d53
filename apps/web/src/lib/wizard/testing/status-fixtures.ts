import { buildStatusesList, type TUserProcess, type TUserStatusResponse } from '@onboarding/domain';

export const TEST_UID = '1234567890123456';

export function aProcess(overrides: Partial<TUserProcess> = {}): TUserProcess {
  return {
    processName: 'CURRENTACCOUNT',
    prospectId: 'prospect-1',
    productId: 'product-1',
    prospectState: 'PROSPECT_IDS_UPLOADED',
    productState: 'PRODUCT_NEW',
    packageName: null,
    longTimeServiceState: null,
    ...overrides,
  };
}

/** A user-status answer as the prospects module sends it (spec 3 §3). */
export function aStatus(...processes: TUserProcess[]): TUserStatusResponse {
  return {
    processes: processes.length > 0 ? processes : [aProcess()],
    userContext: { username: 'ana.novak@example.si' },
    statusesList: buildStatusesList(),
  };
}
