import { ZSigningCodeForm, type TSigningCodeForm } from '@onboarding/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form } from '../ui/form';
import { expectNoAxeViolations } from '../ui/testing/axe';
import { renderUi } from '../ui/testing/render-ui';
import { useZodForm } from '../ui/use-zod-form';
import { SigningCodeEntry, type SigningCodeEntryProps } from './signing-code-entry';

afterEach(() => {
  vi.useRealTimers();
});

/** The resend is allowed 3 s from now. */
const inThreeSeconds = () => new Date(Date.now() + 3_000).toISOString();

function CodeForm({
  onSubmit,
  ...props
}: Partial<SigningCodeEntryProps> & {
  resendAvailableAt: string;
  onSubmit: (values: TSigningCodeForm) => void;
}) {
  const form = useZodForm(ZSigningCodeForm, { defaultValues: { code: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Signing code">
      <SigningCodeEntry
        onResend={() => undefined}
        resending={false}
        submitLabel="Sign the documents"
        submitting={false}
        {...props}
      />
    </Form>
  );
}

describe('SigningCodeEntry', () => {
  it('submits the six digits typed into the code field', async () => {
    const onSubmit = vi.fn();
    const { container } = renderUi(
      <CodeForm resendAvailableAt={inThreeSeconds()} onSubmit={onSubmit} />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Code from the SMS/ }), '12a3456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign the documents' }));
    expect(onSubmit).toHaveBeenCalledWith({ code: '123456' }, expect.anything());
    await expectNoAxeViolations(container);
  });

  it('counts down to the resend and then lets the applicant ask for a new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onResend = vi.fn();
    renderUi(
      <CodeForm
        resendAvailableAt={inThreeSeconds()}
        onSubmit={() => undefined}
        onResend={onResend}
      />,
    );
    const resend = screen.getByRole('button', { name: 'Send a new code' });
    expect(resend).toHaveProperty('disabled', true);
    expect(screen.getByText('You can ask for a new code in 3 s.')).toBeDefined();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(resend).toHaveProperty('disabled', false);
    expect(screen.queryByText(/You can ask for a new code/)).toBeNull();
    await userEvent.click(resend);
    expect(onResend).toHaveBeenCalledTimes(1);
  });
});
