import type { TFunnel, TOperationsToday } from '@onboarding/domain';
import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { OPERATOR, SUPERVISOR } from '../../testing/fake-fetch';
import { renderConsole } from '../../testing/render-console';
import { ARRIVAL_ALERT_STORAGE_KEY } from './arrival-alert-settings';
import { OperationsScreen } from './operations-screen';
import { waitingEntry } from './queue-fixtures';

afterEach(() => {
  window.localStorage.clear();
});

const queue = {
  'GET queue': {
    status: 200,
    body: {
      entries: [
        waitingEntry({ waitingSince: new Date(Date.now() - 125_000).toISOString() }),
        waitingEntry({
          identificationId: '21111111-2222-4333-8444-555555555555',
          status: 'IN_CALL',
          operatorName: 'Eva Horvat',
        }),
      ],
    },
  },
};

const today: TOperationsToday = {
  asOf: '2026-11-29T13:45:00Z',
  since: '2026-11-28T23:00:00Z',
  waits: { count: 12, p50Seconds: 95, p90Seconds: 410 },
  callsPerOperator: [
    { operatorId: OPERATOR.id, operatorName: 'Ana Operator', calls: 7 },
    { operatorId: '41111111-2222-4333-8444-555555555555', operatorName: '', calls: 5 },
  ],
  decisions: { approved: 9, rejected: 2, sentBack: 1, awaitingSecondApproval: 3 },
};

function funnel(period: TFunnel['period']): TFunnel {
  return {
    period,
    since: '2026-11-22T23:00:00Z',
    until: '2026-11-29T13:45:00Z',
    variant: 'si',
    products: [
      {
        process: 'CURRENTACCOUNT',
        started: 200,
        steps: [
          { step: 'Intro', reached: 200, stopped: 40, dropOff: 0, dropOffShare: null },
          { step: 'DocumentUpload', reached: 160, stopped: 60, dropOff: 40, dropOffShare: 0.2 },
          { step: 'VideoChat', reached: 100, stopped: 100, dropOff: 60, dropOffShare: 0.375 },
        ],
      },
    ],
  };
}

describe('OperationsScreen', () => {
  it(
    'when an operator opens it, then the queue now and the alert switches, which are remembered',
    { timeout: 40_000 },
    async () => {
      const { calls, container } = renderConsole(<OperationsScreen />, queue, {
        path: '/operations',
      });
      const queueCard = await screen.findByRole('region', { name: 'The queue now' });
      await within(queueCard).findByText('Waiting');
      expect(within(queueCard).getByText('Waiting').nextSibling?.textContent).toBe('1');
      expect(within(queueCard).getByText('In a call').nextSibling?.textContent).toBe('1');
      const longest = within(queueCard).getByText('Longest wait').nextSibling?.textContent ?? '';
      const [minutes, seconds] = longest.split(':').map(Number);
      // m:ss, at least the 125 seconds the caller had waited when the test began.
      expect(longest).toMatch(/^\d+:\d\d$/);
      expect((minutes ?? 0) * 60 + (seconds ?? 0)).toBeGreaterThanOrEqual(125);
      expect(screen.queryByRole('region', { name: 'Today' })).toBeNull();
      expect(calls.some((call) => call.path.startsWith('operations/'))).toBe(false);

      const sound = screen.getByRole('checkbox', { name: 'Play a short sound' });
      expect((sound as HTMLInputElement).checked).toBe(true);
      await userEvent.click(sound);
      expect((sound as HTMLInputElement).checked).toBe(false);
      expect(JSON.parse(window.localStorage.getItem(ARRIVAL_ALERT_STORAGE_KEY) ?? '{}')).toEqual({
        sound: false,
        title: true,
      });
      await expectNoAxeViolations(container);
    },
  );

  it(
    'when a supervisor opens it, then the day in a table and the funnel per product, and another period is read',
    { timeout: 40_000 },
    async () => {
      const { calls, container } = renderConsole(
        <OperationsScreen />,
        {
          ...queue,
          'GET operations/today': { status: 200, body: today },
          'GET operations/funnel?period=LAST_7_DAYS': { status: 200, body: funnel('LAST_7_DAYS') },
          'GET operations/funnel?period=LAST_30_DAYS': {
            status: 200,
            body: funnel('LAST_30_DAYS'),
          },
        },
        { path: '/operations', staff: SUPERVISOR },
      );
      const figures = await screen.findByRole('table', { name: 'Today’s waits and decisions' });
      const row = (name: string) =>
        within(figures).getByRole('rowheader', { name }).parentElement?.textContent;
      expect(row('Median wait (half waited less)')).toContain('1:35');
      expect(row('Wait of 9 in 10 (90th percentile)')).toContain('6:50');
      expect(row('Sent back for a correction')).toContain('1');
      expect(row('Waiting for a second approval')).toContain('3');
      const operators = screen.getByRole('table', { name: 'Calls each operator took today' });
      expect(
        within(operators).getByRole('rowheader', { name: 'Former member of staff' }),
      ).toBeDefined();

      const account = await screen.findByRole('table', {
        name: 'Current account: applications by the furthest step reached, Last 7 days',
      });
      const video = within(account).getByRole('rowheader', { name: 'Video call' }).parentElement;
      expect(video?.textContent).toContain('100');
      expect(video?.textContent).toContain('50%');
      expect(video?.textContent).toContain('60 (38%)');
      await expectNoAxeViolations(container);

      await userEvent.click(screen.getByRole('radio', { name: 'Last 30 days' }));
      expect(
        await screen.findByRole('table', {
          name: 'Current account: applications by the furthest step reached, Last 30 days',
        }),
      ).toBeDefined();
      expect(calls.some((call) => call.path === 'operations/funnel?period=LAST_30_DAYS')).toBe(
        true,
      );
    },
  );
});
