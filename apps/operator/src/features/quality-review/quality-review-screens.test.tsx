import {
  callScriptFor,
  type TIdentificationDetail,
  type TQualityReport,
  type TQualityReviewItem,
  type TQualityReviewView,
} from '@onboarding/domain';
import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUPERVISOR } from '../../testing/fake-fetch';
import { renderConsole } from '../../testing/render-console';
import { ReportScreen } from './report-screen';
import { ReviewQueueScreen } from './review-queue-screen';
import { ReviewScreen } from './review-screen';

const ID = '11111111-2222-4333-8444-555555555555';
const PROSPECT = '99999999-2222-4333-8444-555555555555';
const SNAPSHOT = '33333333-2222-4333-8444-555555555555';

const item: TQualityReviewItem = {
  identificationId: ID,
  prospectId: PROSPECT,
  fullName: 'Mira Kovač',
  process: 'CURRENTACCOUNT',
  outcome: 'REJECTED',
  operator: { id: '44444444-2222-4333-8444-555555555555', fullName: 'Olga Operater' },
  finishedAt: '2026-11-23T10:00:00.000Z',
  sampledAt: '2026-11-23T10:00:00.000Z',
  sampleReason: 'SHARE',
  review: null,
};

const identification: TIdentificationDetail = {
  identificationId: ID,
  prospectId: PROSPECT,
  roomId: `videochat:${ID}`,
  status: 'REJECTED',
  process: 'CURRENTACCOUNT',
  language: 'sl',
  applicant: {
    uid: '7041350706074223',
    fullName: 'Mira Kovač',
    email: 'mira@example.si',
    phoneNumber: null,
    sections: [],
  },
  documents: [],
  device: null,
  checklist: {
    documentGenuine: true,
    faceMatchesDocument: false,
    dataMatches: true,
    securityFeaturesShown: true,
  },
  answers: [],
  snapshots: [{ id: SNAPSHOT, kind: 'FACE', sha256: 'ab'.repeat(32), at: item.finishedAt }],
  consentNames: [],
  script: callScriptFor('CURRENTACCOUNT'),
  cardName: 'MIRA KOVAC',
  startedAt: '2026-11-23T09:50:00.000Z',
  endedAt: item.finishedAt,
  operator: item.operator,
};

const view: TQualityReviewView = { item, identification, protocolReady: true };

// The first test of the file loads the catalogue and axe-core: more than the default 5 s on a busy
// machine.
const FIRST_TEST_TIMEOUT_MS = 20_000;

describe('the review queue', () => {
  it(
    'lists the drawn calls with links to their review and their application',
    async () => {
      const { container } = renderConsole(
        <ReviewQueueScreen />,
        {
          'GET quality-reviews?state=OPEN': { status: 200, body: { items: [item] } },
          'GET quality-reviews?state=REVIEWED': { status: 200, body: { items: [] } },
        },
        { staff: SUPERVISOR },
      );
      const row = (await screen.findByRole('rowheader', { name: 'Mira Kovač' })).closest('tr');
      const cells = within(row as HTMLElement);
      expect(cells.getByRole('link', { name: 'Mira Kovač' }).getAttribute('href')).toBe(
        `/cases/${PROSPECT}`,
      );
      expect(cells.getByText('Rejected')).toBeDefined();
      expect(cells.getByText('Olga Operater')).toBeDefined();
      expect(cells.getByText('Random draw')).toBeDefined();
      expect(
        cells.getByRole('link', { name: 'Review the call of Mira Kovač' }).getAttribute('href'),
      ).toBe(`/quality-reviews/${ID}`);
      await expectNoAxeViolations(container);
    },
    FIRST_TEST_TIMEOUT_MS,
  );

  it('switches to the reviewed ones', async () => {
    const { calls } = renderConsole(
      <ReviewQueueScreen />,
      {
        'GET quality-reviews?state=OPEN': { status: 200, body: { items: [] } },
        'GET quality-reviews?state=REVIEWED': { status: 200, body: { items: [] } },
      },
      { staff: SUPERVISOR },
    );
    expect(await screen.findByText('Nothing to review.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Reviewed' }));
    expect(await screen.findByText('No identification has been reviewed yet.')).toBeDefined();
    expect(calls.map((call) => call.path)).toContain('quality-reviews?state=REVIEWED');
  });
});

describe('a review', () => {
  const route = { path: `/quality-reviews/${ID}`, route: '/quality-reviews/:identificationId' };

  it('shows the call, the operator’s checklist, the snapshots and the protocol', async () => {
    const { container, calls } = renderConsole(
      <ReviewScreen />,
      { [`GET quality-reviews/${ID}`]: { status: 200, body: view } },
      { ...route, staff: SUPERVISOR },
    );
    expect(await screen.findByRole('heading', { name: 'Review: Mira Kovač' })).toBeDefined();
    const checklist = screen.getByRole('region', { name: 'The operator’s checklist' });
    const face = within(checklist).getByText('The face matches the document photo').nextSibling;
    expect(face?.textContent).toBe('No');
    const snapshot = screen.getByRole('img', { name: /^Snapshot: Face/ });
    expect(snapshot.getAttribute('src')).toBe(
      `/services/operator/quality-reviews/${ID}/snapshots/${SNAPSHOT}`,
    );
    expect(
      screen.getByRole('link', { name: 'Download the protocol (PDF)' }).getAttribute('href'),
    ).toBe(`/services/operator/identifications/${ID}/protocol`);
    expect(screen.getByRole('link', { name: 'Open the application' }).getAttribute('href')).toBe(
      `/cases/${PROSPECT}`,
    );
    await expectNoAxeViolations(container);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('a finding needs its category, then is recorded', async () => {
    let recorded: unknown = null;
    // Once recorded, the read answers with the review: the screen shows it in place of the form.
    const reviewed: TQualityReviewView = {
      ...view,
      item: {
        ...item,
        review: {
          verdict: 'FINDING',
          category: 'RECORDING_QUALITY',
          note: 'The face is too dark.',
          reviewer: { id: '55555555-2222-4333-8444-555555555555', fullName: 'Vida Nadzornik' },
          reviewedAt: '2026-11-24T08:00:00.000Z',
        },
      },
    };
    const { calls } = renderConsole(
      <ReviewScreen />,
      {
        [`GET quality-reviews/${ID}`]: () => ({
          status: 200,
          body: recorded === null ? view : reviewed,
        }),
        [`POST quality-reviews/${ID}`]: (call) => {
          recorded = call.body;
          return { status: 200, body: reviewed.item };
        },
      },
      { ...route, staff: SUPERVISOR },
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'Finding' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Note' }));
    await userEvent.paste('The face is too dark.');
    await userEvent.click(screen.getByRole('button', { name: 'Record the review' }));
    expect(await screen.findByText('Choose the category of the finding.')).toBeDefined();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Category of the finding' }),
      'RECORDING_QUALITY',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Record the review' }));
    expect(await screen.findByText('The review is recorded.')).toBeDefined();
    expect(await screen.findByText('Finding: Recording quality')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Record the review' })).toBeNull();
    expect(screen.getByText('The review is recorded.')).toBeDefined();
    expect(recorded).toEqual({
      verdict: 'FINDING',
      category: 'RECORDING_QUALITY',
      note: 'The face is too dark.',
    });
  });

  it('names both staff members of a four-eyes approval', async () => {
    const approved: TQualityReviewView = {
      ...view,
      item: { ...item, outcome: 'APPROVED' },
      identification: {
        ...identification,
        status: 'APPROVED',
        fourEyes: {
          reasons: ['PEP'],
          firstApprover: item.operator,
          firstApprovedAt: '2026-11-23T10:00:00.000Z',
          secondStaff: { id: '66666666-2222-4333-8444-555555555555', fullName: 'Petra Druga' },
          decidedAt: '2026-11-23T11:30:00.000Z',
        },
      },
    };
    renderConsole(
      <ReviewScreen />,
      { [`GET quality-reviews/${ID}`]: { status: 200, body: approved } },
      { ...route, staff: SUPERVISOR },
    );
    const facts = within(await screen.findByRole('region', { name: 'The call' }));
    expect(facts.getByText('First approval').nextSibling?.textContent).toMatch(/^Olga Operater, /);
    expect(facts.getByText('Second decision').nextSibling?.textContent).toMatch(/^Petra Druga, /);
  });

  it('says so when the call is the supervisor’s own', async () => {
    renderConsole(
      <ReviewScreen />,
      {
        [`GET quality-reviews/${ID}`]: {
          status: 403,
          body: { mainError: { code: 'OWN_IDENTIFICATION', message: '' }, fieldErrors: [] },
        },
      },
      { ...route, staff: SUPERVISOR },
    );
    expect(
      await screen.findByText('This is a call of your own: another supervisor reviews it.'),
    ).toBeDefined();
  });
});

describe('the monthly report', () => {
  it('shows each operator’s figures and the total, in the console’s language', async () => {
    const row = {
      operator: item.operator,
      finished: 40,
      sampled: 3,
      reviewed: 2,
      inOrder: 1,
      findings: {
        IDENTITY_NOT_VERIFIED: 0,
        DOCUMENT_CHECKS_INCOMPLETE: 0,
        SCRIPT_NOT_FOLLOWED: 1,
        RECORDING_QUALITY: 0,
        OTHER: 0,
      },
    };
    const report: TQualityReport = {
      month: '2026-10',
      operators: [row],
      total: { ...row, finished: 52 },
    };
    const { container } = renderConsole(
      <ReportScreen />,
      { 'GET quality-reviews/report?month=2026-10': { status: 200, body: report } },
      { staff: SUPERVISOR, language: 'sl' },
    );
    const month = screen.getByLabelText('Mesec');
    await userEvent.clear(month);
    await userEvent.type(month, '2026-1');
    await userEvent.click(screen.getByRole('button', { name: 'Prikaži' }));
    expect(await screen.findByText('Vnesite mesec v obliki LLLL-MM.')).toBeDefined();
    await userEvent.clear(month);
    await userEvent.type(month, '2026-10');
    await userEvent.click(screen.getByRole('button', { name: 'Prikaži' }));
    const operatorRow = (await screen.findByRole('rowheader', { name: 'Olga Operater' })).closest(
      'tr',
    );
    expect(
      within(operatorRow as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['40', '3', '2', '1', '0', '0', '1', '0', '0']);
    const total = screen.getByRole('rowheader', { name: 'Vsi operaterji' }).closest('tr');
    expect(within(total as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe('52');
    expect(screen.getByRole('columnheader', { name: 'Scenarij ni bil upoštevan' })).toBeDefined();
    await expectNoAxeViolations(container);
  });
});
