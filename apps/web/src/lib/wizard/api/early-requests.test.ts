import { toWeeklyOpeningHours, OPERATOR_OPENING_HOURS } from '@onboarding/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markSignedIn, wasSignedIn } from '../../api/signed-in-marker';
import { nextTask } from '../../chunks/next-task';
import { errorBody, mockApi } from '../../api/testing/mock-api';
import { bannerStore } from '../../notifications/banner-store';
import { aStatus, TEST_UID } from '../testing/status-fixtures';
import {
  askForFirstPage,
  takeEarlyIdDocuments,
  takeEarlyOpeningHours,
  takeEarlyStatus,
} from './early-requests';

const STATUS = aStatus();
const HOURS = {
  timeZone: 'Europe/Ljubljana',
  openingHours: toWeeklyOpeningHours(OPERATOR_OPENING_HOURS),
  holidays: [],
  closedStatus: false,
};
const DOCUMENTS = {
  prospectId: 'prospect-1',
  idType: null,
  sides: [],
  complete: false,
  confirmed: false,
};
const ANSWERS = {
  'GET /onboarding/prospects/status': { body: STATUS },
  'GET /external/info/openinghours': { body: HOURS },
  'GET /onboarding/images': { body: DOCUMENTS },
};

describe('what a private first page waits for, asked before its code (decision 219)', () => {
  beforeEach(() => {
    document.cookie = `uid=${TEST_UID}; Path=/`;
  });
  afterEach(async () => {
    // Nothing left over for the next test.
    await takeEarlyStatus(TEST_UID);
    await takeEarlyOpeningHours();
    await takeEarlyIdDocuments(TEST_UID);
    document.cookie = 'uid=; Path=/; Max-Age=0';
    window.localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('asks the status and the hours once for a private first page, and hands each over once', async () => {
    const { calls } = mockApi(ANSWERS);
    askForFirstPage('/personaldata');
    // The client sends each call in a task of its own (decision 306).
    await vi.waitFor(() =>
      expect(calls.map((call) => call.path)).toEqual([
        '/onboarding/prospects/status',
        '/external/info/openinghours',
      ]),
    );
    expect(calls[0]?.query.get('uid')).toBe(TEST_UID);
    await expect(takeEarlyStatus(TEST_UID)).resolves.toEqual(STATUS);
    await expect(takeEarlyOpeningHours()).resolves.toEqual(HOURS);
    // A later page's guard asks the server again.
    await expect(takeEarlyStatus(TEST_UID)).resolves.toBeNull();
    await expect(takeEarlyOpeningHours()).resolves.toBeNull();
  });

  it('asks the identity documents too when the first page is /documentsupload', async () => {
    const { calls } = mockApi(ANSWERS);
    askForFirstPage('/documentsupload');
    await vi.waitFor(() =>
      expect(calls.map((call) => call.path)).toEqual([
        '/onboarding/prospects/status',
        '/external/info/openinghours',
        '/onboarding/images',
      ]),
    );
    expect(calls[2]?.query.get('uid')).toBe(TEST_UID);
    await expect(takeEarlyIdDocuments('9999999999999999')).resolves.toBeNull();
    askForFirstPage('/documentsupload');
    await expect(takeEarlyIdDocuments(TEST_UID)).resolves.toEqual(DOCUMENTS);
    await expect(takeEarlyIdDocuments(TEST_UID)).resolves.toBeNull();
  });

  it('asks nothing on a public page or without the uid cookie', async () => {
    const { calls } = mockApi(ANSWERS);
    askForFirstPage('/lightsignup');
    document.cookie = 'uid=; Path=/; Max-Age=0';
    askForFirstPage('/personaldata');
    // A call would have been sent by the next task (decision 306).
    await nextTask();
    expect(calls).toHaveLength(0);
    await expect(takeEarlyStatus(TEST_UID)).resolves.toBeNull();
    await expect(takeEarlyOpeningHours()).resolves.toBeNull();
  });

  it('gives nothing to another uid, nor an answer older than ten seconds', async () => {
    mockApi(ANSWERS);
    askForFirstPage('/personaldata');
    await expect(takeEarlyStatus('9999999999999999')).resolves.toBeNull();
    askForFirstPage('/personaldata', () => 1_000);
    await expect(takeEarlyStatus(TEST_UID, () => 11_001)).resolves.toBeNull();
    await expect(takeEarlyOpeningHours(() => 11_001)).resolves.toBeNull();
  });

  it('leaves a failure to the guard’s own call: no page change, no banner, no answer', async () => {
    mockApi({
      'GET /onboarding/prospects/status': { status: 401, body: errorBody('UNAUTHORIZED') },
      'GET /external/info/openinghours': { status: 500, body: errorBody('TECHNICAL') },
    });
    // An applicant whose session ended: a routed 401 would show the "signed out" banner.
    markSignedIn();
    askForFirstPage('/personaldata');
    await expect(takeEarlyStatus(TEST_UID)).resolves.toBeNull();
    await expect(takeEarlyOpeningHours()).resolves.toBeNull();
    expect(bannerStore.getMessages()).toEqual([]);
    expect(wasSignedIn()).toBe(true);
  });
});
