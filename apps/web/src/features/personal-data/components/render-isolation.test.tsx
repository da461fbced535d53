import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfilerOnRenderCallback } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleValues, renderForm } from '../testing/render-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** How long the lists may take to arrive and render (see `untilAtRest`). */
const LISTS_RENDERED_MS = 12_000;

const combobox = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

/**
 * Every section's lists have arrived and their chosen values show: the screen is at rest. Given
 * longer than other waits: the lists render hundreds of options, which took over 5 s in a CI run
 * whose other lanes loaded both cores.
 */
async function untilAtRest(example: ReturnType<typeof exampleValues>): Promise<void> {
  await waitFor(
    () => {
      expect(combobox('Gender').value).toBe(example.personalData.gender);
      expect(combobox('Position held').value).toBe(example.employment.positionHeld);
      expect(combobox('Expected cash withdrawals').value).toBe(
        example.questionnaire.estimatedCashWithdrawalsAccount,
      );
      expect(combobox('Country dialling code').value).toBe(example.contacts.nationalPrefix);
    },
    { timeout: LISTS_RENDERED_MS },
  );
}

describe('personal data form: what a keystroke renders (decision 198)', { timeout: 20_000 }, () => {
  it('renders only the section typed in, not the other sections', async () => {
    const renders: string[] = [];
    const onSectionRender: ProfilerOnRenderCallback = (id) => {
      renders.push(id);
    };
    const example = exampleValues();
    // The first name as read from the document: typing over it drops the mark, a render of the
    // personal section's own subtree.
    renderForm({ onSectionRender, prefilled: { 'personalData.firstName': 'Ana' } });
    await untilAtRest(example);
    renders.length = 0;

    const firstName = screen.getByRole<HTMLInputElement>('textbox', { name: 'First name' });
    await userEvent.type(firstName, 'belle');
    await userEvent.tab();
    await userEvent.type(firstName, 'x');

    expect(firstName.value).toBe('Anabellex');
    expect(new Set(renders)).toEqual(new Set(['personalData']));
  });

  it('renders no other section when the one typed in turns incomplete and complete again', async () => {
    const renders: string[] = [];
    const example = exampleValues();
    renderForm({ onSectionRender: (id) => void renders.push(id) });
    await untilAtRest(example);
    renders.length = 0;

    const birthPlace = screen.getByRole<HTMLInputElement>('textbox', { name: 'Place of birth' });
    const next = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
    await userEvent.clear(birthPlace);
    await userEvent.tab();
    expect(next().disabled).toBe(true);
    await userEvent.type(birthPlace, 'Kranj');

    expect(next().disabled).toBe(false);
    expect(new Set(renders)).toEqual(new Set(['personalData']));
  });
});
