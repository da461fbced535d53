import { variantExamples, emailSchema, ZLogoutCall, type TLogoutRequest } from '@onboarding/domain';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { FormField } from '../../../components/ui/form-field';
import { TextInput } from '../../../components/ui/text-input';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { useT } from '../../../lib/i18n/i18n-context';
import { useVariant } from '../../../lib/variant/variant-context';
import { useWhoAmI } from '../../../lib/wizard/api/get-whoami';

const ZEmailForm = z.object({ email: emailSchema() });

export interface LeaveFormProps {
  readonly uid: string;
  readonly label: string;
  readonly submitLabel: string;
  readonly pending: boolean;
  readonly onSend: (request: TLogoutRequest) => void;
  readonly children?: ReactNode;
}

/** The EMAIL leave request: a link to continue, sent to the applicant's address (prefilled). */
export function EmailLeaveForm({
  uid,
  label,
  submitLabel,
  pending,
  onSend,
  children,
}: LeaveFormProps) {
  const whoami = useWhoAmI({ quiet: true });
  const form = useZodForm(ZEmailForm, {
    values: { email: whoami.data?.username ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  return (
    <Form
      form={form}
      className="message-form"
      onSubmit={({ email }) => onSend({ uid, eventType: 'EMAIL', email: { to: [{ email }] } })}
    >
      <FormField label={label} name="email" required>
        <TextInput {...form.register('email')} type="email" autoComplete="email" />
      </FormField>
      <div className="message-form__actions">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </Form>
  );
}

/** The CALL leave request: the number an adviser calls back. */
export function CallLeaveForm({ uid, label, submitLabel, pending, onSend }: LeaveFormProps) {
  const t = useT();
  const { mobileNumber } = variantExamples(useVariant().id);
  const form = useZodForm(ZLogoutCall, { defaultValues: { number: '' } });
  return (
    <Form
      form={form}
      className="message-form"
      onSubmit={(call) => onSend({ uid, eventType: 'CALL', call })}
    >
      <FormField
        label={label}
        name="number"
        hint={t('userMessages.contact.phoneHint', { example: mobileNumber })}
        required
      >
        <TextInput {...form.register('number')} type="tel" autoComplete="tel" inputMode="tel" />
      </FormField>
      <div className="message-form__actions">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
