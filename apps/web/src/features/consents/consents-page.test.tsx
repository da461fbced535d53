import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { mockApi } from '../../lib/api/testing/mock-api';
import { aStatus, aProcess } from '../../lib/wizard/testing/status-fixtures';
import { ConsentsPage } from './consents-page';
import { PROSPECT_ID, renderConsents } from './testing/render-consents';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CONSENTS = `POST /onboarding/prospects/${PROSPECT_ID}/consents`;

function renderPage(result: { prospectState: string; criteries: string } | { status: number }) {
  const api = mockApi({
    [CONSENTS]:
      'status' in result
        ? {
            status: result.status,
            body: { mainError: { code: 'X', message: 'x' }, fieldErrors: [] },
          }
        : { body: result },
    'GET /onboarding/prospects/status': {
      body: aStatus(
        aProcess({ prospectId: PROSPECT_ID, prospectState: 'PROSPECT_CONSENTS_UPLOADED' }),
      ),
    },
  });
  const view = renderConsents('/consents', <ConsentsPage />);
  return { ...api, ...view };
}

async function answer(group: string, option: string) {
  const fieldset = screen.getByRole('group', { name: group });
  await userEvent.click(within(fieldset).getByRole('radio', { name: option }));
}

async function answerAll(pep = 'No') {
  await answer('Are you a politically exposed person?', pep);
  await answer('Are you a US tax resident (FATCA)?', 'No');
  await answer('Are you a tax resident of a country other than Slovenia (CRS)?', 'No');
  await answer('Offers of banking products tailored to you', 'I agree');
  await answer('Offers of our partner companies (legal entities)', 'I do not agree');
  await answer('Customer satisfaction surveys and polls', 'I do not agree');
}

describe('/consents', () => {
  it('asks the legal questions with the PEP explanation and the profiling consents', async () => {
    const { container } = renderPage({
      prospectState: 'PROSPECT_CONSENTS_UPLOADED',
      criteries: 'ACCEPTED',
    });
    expect(screen.getByRole('heading', { name: 'Legal questions and consents' })).toBeDefined();
    expect(screen.getByText(/close family members/)).toBeDefined();
    expect(screen.getByText(/close associates/)).toBeDefined();
    expect(screen.getAllByRole('radio')).toHaveLength(12);
    await expectNoAxeViolations(container);
  });

  it('gives Yes and No of every question equal weight: alike, none chosen, none focused', () => {
    renderPage({ prospectState: 'PROSPECT_CONSENTS_UPLOADED', criteries: 'ACCEPTED' });
    // Decision 253: no nudge towards either answer.
    const groups = screen
      .getAllByRole('group')
      .filter((group) => within(group).queryAllByRole('radio').length > 0);
    expect(groups).toHaveLength(6);
    for (const group of groups) {
      const radios = within(group).getAllByRole('radio');
      expect(radios).toHaveLength(2);
      const [first, second] = radios as [HTMLInputElement, HTMLInputElement];
      expect(first.className).toBe(second.className);
      const labelOf = (radio: HTMLInputElement) => radio.labels?.[0];
      expect(labelOf(first)?.className).toBe(labelOf(second)?.className);
      expect(first.parentElement?.className).toBe(second.parentElement?.className);
      for (const radio of radios) {
        expect((radio as HTMLInputElement).checked).toBe(false);
        expect(document.activeElement).not.toBe(radio);
      }
    }
  });

  it('requires every answer, next to each question, and sends nothing', async () => {
    const { calls } = renderPage({
      prospectState: 'PROSPECT_CONSENTS_UPLOADED',
      criteries: 'ACCEPTED',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // FATCA and CRS are required only once PEP is answered (spec 2 §5).
    await waitFor(() => expect(screen.getAllByText('Choose an answer.')).toHaveLength(4));
    const fatca = screen.getByRole('group', { name: 'Are you a US tax resident (FATCA)?' });
    expect(within(fatca).queryByText('Choose an answer.')).toBeNull();
    await answer('Are you a politically exposed person?', 'No');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByText('Choose an answer.')).toHaveLength(5));
    expect(within(fatca).getByText('Choose an answer.')).toBeDefined();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends text true/false and COMMERCIAL YES/NO answers, then shows the documents', async () => {
    const { calls } = renderPage({
      prospectState: 'PROSPECT_CONSENTS_UPLOADED',
      criteries: 'ACCEPTED',
    });
    await answerAll();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/consents/pdf'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      consentsInfo: { questionResponses: { PEP: 'false', FATCA: 'false', CRS: 'false' } },
      consents: [
        { id: 0, name: 'BANKING_OFFERS', typeOfConsents: 'COMMERCIAL', response: 'YES' },
        { id: 1, name: 'LEGAL_ENTITY_OFFERS', typeOfConsents: 'COMMERCIAL', response: 'NO' },
        { id: 2, name: 'POLLS', typeOfConsents: 'COMMERCIAL', response: 'NO' },
      ],
    });
  });

  it('offers the branch as soon as a legal question is answered yes and ends there', async () => {
    const { container } = renderPage({
      prospectState: 'PROSPECT_REDIRECT_TO_BRANCH',
      criteries: 'CONSENTS',
    });
    expect(screen.queryByText('We will continue at a branch')).toBeNull();
    await answerAll('Yes');
    expect(screen.getByRole('heading', { name: 'We will continue at a branch' })).toBeDefined();
    await expectNoAxeViolations(container);
    await userEvent.click(
      screen.getByRole('button', { name: 'Continue to the branch appointment' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/usermessages/errorpage/selectbranch',
      ),
    );
  });

  it('an ineligible applicant learns the reason on the error page', async () => {
    renderPage({ prospectState: 'PROSPECT_REJECTED', criteries: 'AJPES_INSOLVENTNOST' });
    await answerAll();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/usermessages/errorpage?reason=AJPES_INSOLVENTNOST',
      ),
    );
  });

  it('shows a technical failure above the form and stays', async () => {
    renderPage({ status: 500 });
    await answerAll();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Something went wrong/)).toBeDefined();
    expect(screen.getByTestId('location').textContent).toBe('/consents');
  });

  it('is operable by keyboard alone', async () => {
    const { calls } = renderPage({
      prospectState: 'PROSPECT_REDIRECT_TO_BRANCH',
      criteries: 'CONSENTS',
    });
    // Each group is one tab stop; space picks its focused (first) option.
    for (let group = 0; group < 6; group += 1) {
      await userEvent.tab();
      await userEvent.keyboard(' ');
    }
    await userEvent.tab();
    const next = screen.getByRole('button', { name: 'Continue to the branch appointment' });
    expect(document.activeElement).toBe(next);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = calls.find((call) => call.method === 'POST')?.body as {
      consentsInfo: { questionResponses: Record<string, string> };
    };
    expect(body.consentsInfo.questionResponses).toEqual({
      PEP: 'true',
      FATCA: 'true',
      CRS: 'true',
    });
  });
});
