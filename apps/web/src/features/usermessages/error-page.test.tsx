import { addDays, INELIGIBILITY_REASONS, localTimeIn, type TBranch } from '@onboarding/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi, type RecordedCall } from '../../lib/api/testing/mock-api';
import { aProcess, aStatus, TEST_UID } from '../../lib/wizard/testing/status-fixtures';
import { renderRoute } from '../../test/render';

const open = (from: string, to: string) => ({
  openFrom: from,
  openTo: to,
  hasPause: false,
  pauseFrom: null,
  pauseTo: null,
  closed: false,
});
const closed = {
  openFrom: null,
  openTo: null,
  hasPause: false,
  pauseFrom: null,
  pauseTo: null,
  closed: true,
};

const BRANCH: TBranch = {
  id: 'lj-center',
  name: 'Ljubljana Center',
  street: 'Slovenska cesta',
  houseNumber: '50',
  postalCode: '1000',
  city: 'Ljubljana',
  lat: 46.05,
  lon: 14.5,
  phone: '+386 1 300 01 00',
  openingHours: {
    MONDAY: open('0800', '1700'),
    TUESDAY: open('0800', '1700'),
    WEDNESDAY: open('0800', '1700'),
    THURSDAY: open('0800', '1700'),
    FRIDAY: open('0800', '1700'),
    SATURDAY: open('0800', '1200'),
    SUNDAY: closed,
  },
};

/** The next date from tomorrow that falls on the weekday (0 = Sunday) and is no holiday. */
function nextWeekday(jsDay: number): string {
  let date = addDays(localTimeIn(new Date(), 'Europe/Ljubljana').date, 1);
  while (
    new Date(`${date}T00:00:00Z`).getUTCDay() !== jsDay ||
    ['12-25', '12-26', '01-01', '01-02'].includes(date.slice(5))
  ) {
    date = addDays(date, 1);
  }
  return date;
}

function serveBooking(onLogout?: (call: RecordedCall) => { status?: number; body?: unknown }) {
  return mockApi({
    'GET /external/info/branches': { body: [BRANCH] },
    [`POST /security/action/${TEST_UID}/logout`]: (call) =>
      onLogout?.(call) ?? { body: { requestId: 'r-1', eventType: 'APPOINTMENT' } },
  });
}

describe('error page (spec 1 §8)', () => {
  beforeEach(() => {
    document.cookie = `uid=${TEST_UID}; Path=/`;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(INELIGIBILITY_REASONS)('shows the text of the reason %s', async (reason) => {
    serveBooking();
    renderRoute(`/usermessages/errorpage?reason=${reason}`, { language: 'en' });
    await screen.findByRole('heading', { name: 'We cannot open the product for you online' });
    expect(
      screen.queryByText('Some of the conditions for opening the product online are not met.'),
    ).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'Book an appointment at a branch' }),
    ).toBeDefined();
  });

  it('shows a general reason for a reason it does not know, in Slovenian too', async () => {
    serveBooking();
    renderRoute('/usermessages/errorpage?reason=<script>', { language: 'sl' });
    expect(
      await screen.findByText('Nekateri pogoji za odprtje produkta na spletu niso izpolnjeni.'),
    ).toBeDefined();
  });

  it('shows the recorded reason to an applicant who comes back without one in the link', async () => {
    mockApi({
      'GET /external/info/branches': { body: [BRANCH] },
      'GET /onboarding/prospects/status': {
        body: aStatus(aProcess({ prospectId: 'p-9', prospectState: 'PROSPECT_REJECTED' })),
      },
      'GET /onboarding/prospects/p-9/eligibility': { body: { criteries: 'RESIDENCY' } },
    });
    renderRoute('/usermessages/errorpage', { language: 'en' });
    expect(
      await screen.findByText(
        'Opening this product online is available only to residents of the country.',
      ),
    ).toBeDefined();
  });

  it('shows the AJPES reason in Slovenian', async () => {
    serveBooking();
    renderRoute('/usermessages/errorpage?reason=AJPES_INSOLVENTNOST', { language: 'sl' });
    expect(await screen.findByText(/AJPES/)).toBeDefined();
  });

  it('names each branch by place and street, in the reader’s alphabet (decision 239)', async () => {
    const celje = {
      ...BRANCH,
      id: 'ce',
      name: 'Celje',
      street: 'Stanetova ulica',
      houseNumber: '9',
      postalCode: '3000',
      city: 'Celje',
    };
    const loka = {
      ...BRANCH,
      id: 'sl',
      name: 'Škofja Loka',
      street: 'Kapucinski trg',
      houseNumber: '3',
      postalCode: '4220',
      city: 'Škofja Loka',
    };
    const velenje = {
      ...BRANCH,
      id: 've',
      name: 'Velenje',
      street: 'Prešernova cesta',
      houseNumber: '8',
      postalCode: '3320',
      city: 'Velenje',
    };
    mockApi({ 'GET /external/info/branches': { body: [velenje, loka, BRANCH, celje] } });
    renderRoute('/usermessages/errorpage?reason=AGE', { language: 'sl' });
    const select = await screen.findByRole('combobox', { name: 'Poslovalnica' });
    const labels = [...select.querySelectorAll('option')]
      .slice(1)
      .map((option) => option.textContent);
    expect(labels).toEqual([
      'Celje, Stanetova ulica 9',
      'Ljubljana, Slovenska cesta 50',
      'Škofja Loka, Kapucinski trg 3',
      'Velenje, Prešernova cesta 8',
    ]);
  });

  it('books a branch appointment: branch, date, slot, then the confirmation', async () => {
    const api = serveBooking();
    const date = nextWeekday(2);
    renderRoute('/usermessages/errorpage?reason=AGE', { language: 'en' });
    const branch = await screen.findByRole('combobox', { name: 'Branch' });
    await userEvent.selectOptions(branch, 'lj-center');
    expect(screen.getByText('Phone: +386 1 300 01 00')).toBeDefined();
    await userEvent.type(screen.getByLabelText('Date'), date);
    expect(screen.getByText('On that day the branch is open from 08:00 to 17:00.')).toBeDefined();
    await userEvent.click(screen.getByRole('radio', { name: 'Afternoon' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book the appointment' }));

    const done = await screen.findByRole('heading', { name: 'Your appointment is booked' });
    expect(
      within(done.parentElement as HTMLElement).getByText(
        /in the afternoon at the Ljubljana Center branch/,
      ),
    ).toBeDefined();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      uid: TEST_UID,
      eventType: 'APPOINTMENT',
      appointment: {
        appointmentBranchId: 'lj-center',
        appointmentDate: date,
        appointmentTimeSlot: 'AFTERNOON',
      },
    });
  });

  it('refuses a closed day, a closed slot and a missing choice before sending anything', async () => {
    const api = serveBooking();
    renderRoute('/usermessages/errorpage/selectbranch', { language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Book the appointment' }));
    expect(await screen.findByText('Choose a branch from the list.')).toBeDefined();
    expect(screen.getByText('Choose the morning or the afternoon.')).toBeDefined();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Branch' }), 'lj-center');
    await userEvent.type(screen.getByLabelText('Date'), nextWeekday(0));
    await userEvent.click(screen.getByRole('radio', { name: 'Morning' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book the appointment' }));
    expect(
      await screen.findByText('The branch is closed at that time. Choose another day or time.'),
    ).toBeDefined();
    expect(screen.getByLabelText('Date').getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(screen.getByLabelText('Date'));
    await userEvent.type(screen.getByLabelText('Date'), '2020-01-06');
    await userEvent.click(screen.getByRole('button', { name: 'Book the appointment' }));
    expect(await screen.findByText('Choose a date from today on.')).toBeDefined();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the server’s field error in its field', async () => {
    serveBooking(() => ({
      status: 400,
      body: {
        mainError: { code: 'VALIDATION_FAILED', message: '' },
        fieldErrors: [{ field: 'appointment.appointmentDate', code: 'validation.date.tooFar' }],
      },
    }));
    renderRoute('/usermessages/errorpage', { language: 'en' });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Branch' }),
      'lj-center',
    );
    await userEvent.type(screen.getByLabelText('Date'), nextWeekday(3));
    await userEvent.click(screen.getByRole('radio', { name: 'Morning' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book the appointment' }));
    expect(await screen.findByText('Choose a date within the next 60 days.')).toBeDefined();
  });

  it('says so when the branches cannot be loaded, and when there is no application', async () => {
    mockApi({ 'GET /external/info/branches': { status: 500, body: errorBody('INTERNAL_ERROR') } });
    const { unmount } = renderRoute('/usermessages/errorpage', { language: 'en' });
    expect(
      await screen.findByText('We could not load the branches. Please try again later.'),
    ).toBeDefined();
    unmount();

    document.cookie = 'uid=; Path=/; Max-Age=0';
    mockApi({
      'GET /external/info/branches': { body: [BRANCH] },
      'GET /security/action/whoami': { status: 401, body: errorBody('UNAUTHORIZED') },
    });
    renderRoute('/usermessages/errorpage', { language: 'en' });
    expect(await screen.findByText(/We could not find your application/)).toBeDefined();
    // The page stays: a public page does not send a visitor to sign in.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'We cannot open the product for you online',
      ),
    );
  });
});
