import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CaseEvidenceFile } from '../../shared/api/case-evidence-api';
import { SUPERVISOR, type fakeFetch } from '../../testing/fake-fetch';
import { renderConsole, signedOutReason } from '../../testing/render-console';
import { CaseEvidenceScreen } from './case-evidence-screen';

const PROSPECT = '22222222-3333-4444-8555-666666666666';
const route = (id: string) => `GET /services/slo/onboarding/staff/cases/${id}/evidence`;
const error = (code: string) => ({ mainError: { code, message: code }, fieldErrors: [] });

function renderScreen(routes: Parameters<typeof fakeFetch>[0]) {
  const saved: CaseEvidenceFile[] = [];
  const result = renderConsole(<CaseEvidenceScreen save={(file) => saved.push(file)} />, routes, {
    staff: SUPERVISOR,
  });
  return { ...result, saved };
}

describe('case evidence (supervisor)', () => {
  it('by keyboard: enter the id, download; the file is saved under the server’s name', async () => {
    const { container, calls, saved } = renderScreen({
      [route(PROSPECT)]: {
        status: 200,
        body: 'PK-zip-bytes',
        headers: {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="case-${PROSPECT}.zip"`,
        },
      },
    });
    await expectNoAxeViolations(container);
    const field = screen.getByRole('textbox', { name: 'Application id' });
    field.focus();
    await userEvent.keyboard(`${PROSPECT.toUpperCase()}{Enter}`);
    expect(
      await screen.findByText(
        `The evidence of application ${PROSPECT} was downloaded as case-${PROSPECT}.zip.`,
      ),
    ).toBeDefined();
    expect(calls).toHaveLength(1);
    expect(saved.map((file) => file.fileName)).toEqual([`case-${PROSPECT}.zip`]);
    expect(saved[0]?.blob.size).toBeGreaterThan(0);
    await expectNoAxeViolations(container);
  });

  it('a missing or malformed id is said at the field, nothing is asked', async () => {
    const { container, calls } = renderScreen({});
    const button = screen.getByRole('button', { name: 'Download the evidence' });
    await userEvent.click(button);
    expect(await screen.findByText('Enter the application id.')).toBeDefined();
    const field = screen.getByRole('textbox', { name: 'Application id' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(field, 'not-an-id{Enter}');
    expect(
      await screen.findByText(
        'An application id has 36 characters: 8-4-4-4-12 digits and letters a–f.',
      ),
    ).toBeDefined();
    expect(calls).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('an unknown id and a refused export: clear errors; a lost session ends it', async () => {
    const OTHER = '33333333-4444-4555-8666-777777777777';
    const GONE = '44444444-5555-4666-8777-888888888888';
    const { container, saved, client } = renderScreen({
      [route(PROSPECT)]: { status: 404, body: error('NOT_FOUND') },
      [route(OTHER)]: { status: 403, body: error('FORBIDDEN') },
      [route(GONE)]: { status: 401, body: error('UNAUTHORIZED') },
    });
    const field = screen.getByRole('textbox', { name: 'Application id' });
    await userEvent.type(field, `${PROSPECT}{Enter}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No application has this id. Check it and try again.',
    );
    await expectNoAxeViolations(container);
    await userEvent.clear(field);
    await userEvent.type(field, `${OTHER}{Enter}`);
    expect(
      await screen.findByText('Only a supervisor may export a case. The attempt was recorded.'),
    ).toBeDefined();
    await userEvent.clear(field);
    await userEvent.type(field, `${GONE}{Enter}`);
    await vi.waitFor(() => expect(signedOutReason(client)).toBe('sessionEnded'));
    expect(saved).toHaveLength(0);
  });
});
