import { describe, expect, it } from 'vitest';
import { ZNearestBranchRequest, ZUserBranchRequest } from './api';

describe('branch choice payloads', () => {
  it('takes localBankBranchId (spec 3 §7) and an optional prospectId', () => {
    expect(ZUserBranchRequest.parse({ localBankBranchId: ' LJ01 ' })).toEqual({
      localBankBranchId: 'LJ01',
    });
    const prospectId = '5d7c1e4a-3b1f-4c55-8f0e-1a2b3c4d5e6f';
    expect(ZUserBranchRequest.parse({ localBankBranchId: 'KR01', prospectId })).toEqual({
      localBankBranchId: 'KR01',
      prospectId,
    });
  });

  it('refuses an empty branch and unknown fields with a message key', () => {
    const empty = ZUserBranchRequest.safeParse({ localBankBranchId: '  ' });
    expect(empty.error?.issues[0]?.message).toBe('validation.branch.unknown');
    expect(ZUserBranchRequest.safeParse({ localBankBranchId: 'LJ01', extra: 1 }).success).toBe(
      false,
    );
  });

  it('takes coordinates within their ranges only', () => {
    expect(ZNearestBranchRequest.parse({ lat: 46.05, lon: 14.5 })).toEqual({
      lat: 46.05,
      lon: 14.5,
    });
    expect(ZNearestBranchRequest.safeParse({ lat: 90.5, lon: 0 }).error?.issues[0]).toMatchObject({
      path: ['lat'],
      message: 'chooseBranch.validation.latitude',
    });
    expect(ZNearestBranchRequest.safeParse({ lat: 0, lon: -181 }).error?.issues[0]).toMatchObject({
      path: ['lon'],
      message: 'chooseBranch.validation.longitude',
    });
    expect(ZNearestBranchRequest.safeParse({ lat: '46', lon: 14 }).success).toBe(false);
    expect(ZNearestBranchRequest.safeParse({ lat: 46 }).success).toBe(false);
  });
});
