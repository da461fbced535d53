import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { dataRegistryAnswer, exampleValues, renderForm } from '../testing/render-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const next = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('personal data form', { timeout: 20_000 }, () => {
  it('shows "looks ok" on each valid section and enables Next only while everything is valid', async () => {
    renderForm();
    expect(screen.getAllByText('Everything in this section looks fine.')).toHaveLength(5);
    expect(next().disabled).toBe(false);

    await userEvent.clear(box('First name'));
    expect(next().disabled).toBe(true);
    expect(screen.getAllByText('Everything in this section looks fine.')).toHaveLength(4);
    expect(screen.getByText('To continue, complete these fields:')).toBeTruthy();

    await userEvent.type(box('First name'), 'Špela');
    expect(next().disabled).toBe(false);
  });

  it('shows a chosen value once its list arrives after the values', async () => {
    let answerLists: () => void = () => undefined;
    renderForm({
      handlers: {
        'GET /external/info/dataregistry': () =>
          new Promise((resolve) => {
            answerLists = () => resolve(dataRegistryAnswer());
          }),
      },
    });
    const gender = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Gender' });
    await waitFor(() => expect(gender.value).toBe(''));
    answerLists();
    // The lists render hundreds of options: over 5 s in a CI run whose other lanes loaded both cores.
    await waitFor(() => expect(gender.value).toBe(exampleValues().personalData.gender), {
      timeout: 12_000,
    });
  });

  it('proceeds with Enter: the request body goes to the server and the wizard moves on', async () => {
    const submit = vi.fn().mockResolvedValue({});
    const { onSubmitted } = renderForm({ submit });
    await userEvent.type(box('Place of birth'), '{Enter}');
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const [prospectId, body] = submit.mock.calls[0] as [string, Record<string, unknown>];
    expect(prospectId).toBe('p-1');
    expect(body).toMatchObject({
      uid: 'u-1',
      personalInfo: { names: { MAIN: { firstName: 'Ana', surname: 'Novak' } } },
      kycInfo: { countriesOfBusiness: ['SI'] },
    });
  });

  it('marks values read from the document until the applicant changes them', async () => {
    renderForm({ prefilled: { 'personalData.surname': 'Novak' } });
    expect(
      screen.getByText(
        'We filled in some fields from your identity document. Please check each of them.',
      ),
    ).toBeTruthy();
    const note = 'Read from your identity document. Please check it and correct it if needed.';
    expect(box('Surname').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText(note)).toHaveLength(1);

    await userEvent.type(box('Surname'), 'ič');
    expect(screen.queryByText(note)).toBeNull();
  });

  it('puts the server’s field errors next to their fields and focuses the first', async () => {
    const submit = vi.fn().mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        fieldErrors: [
          {
            field: 'personalInfo.identityDocument.personalNumber',
            code: 'personalDataRules.emso.checksum',
          },
          { field: 'kycInfo.countriesOfBusiness.0', code: 'personalDataRules.country.fromList' },
          { field: 'somethingElse', code: 'personalDataRules.required' },
        ],
      }),
    );
    const { onSubmitted } = renderForm({ submit });
    await userEvent.click(next());
    const emso = await screen.findByText('This EMŠO is not valid: check the digits.');
    const field = box('Personal identification number (EMŠO)');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(emso.parentElement?.id ?? '-');
    expect(document.activeElement).toBe(field);
    expect(screen.getByText('Choose a valid country from the list.')).toBeTruthy();
    expect(
      screen.getByText('Some details were not accepted. Please check the marked fields.'),
    ).toBeTruthy();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('puts a second application of the same person at the EMŠO, with the way to continue the first (decision 290)', async () => {
    const submit = vi.fn().mockRejectedValue(
      new ApiError({
        status: 409,
        code: 'APPLICATION_ALREADY_OPEN',
        fieldErrors: [
          {
            field: 'personalInfo.identityDocument.personalNumber',
            code: 'validation.personalNumber.applicationOpen',
          },
        ],
      }),
    );
    const { onSubmitted } = renderForm({ submit });
    await userEvent.click(next());
    const message = await screen.findByText(
      /^An application for this product with this personal number and document is already under way, started with another e-mail address\. Sign in with that address to continue it/,
    );
    const field = box('Personal identification number (EMŠO)');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(message.parentElement?.id ?? '-');
    expect(document.activeElement).toBe(field);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('under the Diploma package, a birth date over the student age leads to the Digital package offer', async () => {
    const values = exampleValues();
    const checkAge = vi.fn().mockResolvedValue(false);
    renderForm({ values, packageName: 'Diploma', checkAge });
    await userEvent.clear(box('Date of birth'));
    await userEvent.type(box('Date of birth'), '15.05.1990');
    await userEvent.tab();
    expect(await screen.findByText('fallback offer')).toBeTruthy();
    expect(checkAge).toHaveBeenCalledWith('15-05-1990');
  });

  it('under the Diploma package, a date the form does not take makes no age call', async () => {
    const checkAge = vi.fn().mockResolvedValue(true);
    renderForm({ packageName: 'Diploma', checkAge });
    await userEvent.clear(box('Date of birth'));
    await userEvent.type(box('Date of birth'), '31.02.2001');
    await userEvent.tab();
    expect(checkAge).not.toHaveBeenCalled();
    expect(screen.getByText('Enter the date as DD.MM.YYYY, for example 31.01.1990.')).toBeTruthy();
  });

  it('says beside a disabled Next which fields block it, and moves focus to the first on request', async () => {
    renderForm();
    await userEvent.clear(box('Street'));
    await userEvent.clear(box('First name'));
    expect(next().disabled).toBe(true);
    const blockers = document.getElementById(next().getAttribute('aria-describedby') ?? '-');
    expect(blockers?.textContent).toContain('Personal data (1)');
    expect(blockers?.textContent).toContain('First name');
    expect(blockers?.textContent).toContain('Address (1)');
    expect(blockers?.textContent).toContain('Street');

    await userEvent.click(
      screen.getByRole('button', { name: 'Go to the first field to complete' }),
    );
    expect(document.activeElement).toBe(box('First name'));
    await userEvent.click(screen.getByRole('button', { name: 'Address (1)' }));
    expect(document.activeElement).toBe(box('Street'));
  });

  it('keeps the list beside Next current while fields of a section already incomplete change', async () => {
    renderForm();
    await userEvent.clear(box('First name'));
    await userEvent.clear(box('Place of birth'));
    const blockers = () =>
      document.getElementById(next().getAttribute('aria-describedby') ?? '-')?.textContent ?? '';
    expect(blockers()).toContain('Personal data (2)');
    // The section stays incomplete throughout: only the list beside Next changes.
    await userEvent.type(box('Place of birth'), 'Kranj');
    expect(blockers()).toContain('Personal data (1)');
    expect(blockers()).not.toContain('Place of birth');
    await userEvent.clear(box('Place of birth'));
    expect(blockers()).toContain('Personal data (2)');
    expect(blockers()).toContain('Place of birth');
  });

  it('takes the start of employment as DD.MM.YYYY like every other date and sends YYYY-MM-DD', async () => {
    const submit = vi.fn().mockResolvedValue({});
    renderForm({ submit });
    const start = box('Start of employment');
    expect(start.value).toBe('01.09.2021');
    await userEvent.clear(start);
    await userEvent.type(start, '15.03.2019');
    await userEvent.tab();
    expect(screen.queryByText(/YYYY-MM-DD/)).toBeNull();
    expect(next().disabled).toBe(false);

    await userEvent.click(next());
    await waitFor(() => expect(submit).toHaveBeenCalled());
    const [, body] = submit.mock.calls[0] as [string, { employmentInfo: { startDate: string } }];
    expect(body.employmentInfo.startDate).toBe('2019-03-15');
  });

  it('tells a start of employment that is no date in the DD.MM.YYYY format', async () => {
    renderForm();
    const start = box('Start of employment');
    await userEvent.clear(start);
    await userEvent.type(start, '2019-13-45');
    await userEvent.tab();
    expect(await screen.findByText('Enter a real date as DD.MM.YYYY.')).toBeTruthy();
    expect(next().disabled).toBe(true);
  });

  it('names the place-of-work picker for what it asks: the country of work', () => {
    renderForm();
    const picker = screen.getByRole<HTMLInputElement>('combobox', { name: 'Country of work' });
    expect(picker.getAttribute('name')).toBe('employment.placeOfWork');
    expect(screen.queryByText('Place of work')).toBeNull();
  });
});
