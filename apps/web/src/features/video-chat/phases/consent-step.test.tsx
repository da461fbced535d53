import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../components/ui/testing/axe';
import { renderUi } from '../../../components/ui/testing/render-ui';
import { ConsentStep } from './device-steps';

const RECORDING = 'I agree that the video call is recorded and processed to confirm my identity';
const FACE = /^Optional: I agree that, to help the adviser, software on the bank’s own computers/;

describe('ConsentStep', () => {
  it('asks the face comparison apart from the recording, optional, and hands both on (decision 291)', async () => {
    const onDone = vi.fn();
    const { container } = renderUi(<ConsentStep onDone={onDone} />);
    const face = screen.getByRole('checkbox', { name: FACE });
    expect(face.getAttribute('aria-describedby')).not.toBeNull();
    expect(
      screen.getByText(/^Only the result of the comparison is kept, never a template of your face/),
    ).toBeDefined();
    await expectNoAxeViolations(container);

    // The face comparison alone is no consent to the call.
    await userEvent.click(face);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).not.toHaveBeenCalled();
    expect(
      await screen.findByText('Tick the box to agree, or the call cannot take place.'),
    ).toBeDefined();

    await userEvent.click(screen.getByRole('checkbox', { name: RECORDING }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledWith({ faceComparison: true });
  });

  it('goes on without the face comparison: the adviser compares by eye', async () => {
    const onDone = vi.fn();
    renderUi(<ConsentStep onDone={onDone} />);
    await userEvent.click(screen.getByRole('checkbox', { name: RECORDING }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledWith({ faceComparison: false });
  });
});
