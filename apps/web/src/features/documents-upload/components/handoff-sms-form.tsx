import { ZHandoffSmsForm, type THandoffSmsForm } from '@onboarding/domain';
import { formatPhoneParts, unbroken } from '@onboarding/domain/format';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { FormField } from '../../../components/ui/form-field';
import { PhoneNumberInput } from '../../../components/ui/phone-number-input';
import { PhonePrefixSelect } from '../../../components/ui/phone-prefix-select';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { isApiError } from '../../../lib/api/api-error';
import { useT } from '../../../lib/i18n/i18n-context';
import { useVariant } from '../../../lib/variant/variant-context';
import { sendHandoffSms } from '../api/handoff';

/**
 * spec 2 §5 "Documents upload form": the hand-off link by text message. Prefix required, the
 * number a mobile number under it (ZHandoffSmsForm, the server checks the same schema); errors
 * stand next to their field, and a refused send says so above the form.
 */
export function HandoffSmsForm({ tid }: { readonly tid: string }) {
  const t = useT();
  const variant = useVariant();
  const form = useZodForm(ZHandoffSmsForm, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { prefix: variant.phonePrefix, phoneNumber: '' },
  });
  const send = useMutation({
    mutationFn: (values: THandoffSmsForm) => sendHandoffSms(tid, values),
    onError: (error) => {
      if (!isApiError(error)) return;
      for (const fieldError of error.fieldErrors) {
        if (fieldError.field === 'prefix' || fieldError.field === 'phoneNumber') {
          form.setError(fieldError.field, { message: fieldError.code });
        }
      }
    },
  });
  const mainError =
    send.isError && !(isApiError(send.error) && send.error.fieldErrors.length > 0)
      ? isApiError(send.error) && send.error.code === 'TOO_MANY_REQUESTS'
        ? 'errors.codes.TOO_MANY_REQUESTS'
        : 'documents.handoff.sms.failed'
      : null;

  return (
    <Form
      form={form}
      mainError={mainError}
      className="handoff-sms"
      aria-labelledby="handoff-sms-title"
      onSubmit={(values) => send.mutate(values)}
    >
      <h2 id="handoff-sms-title" className="documents-upload__subtitle">
        {t('documents.handoff.sms.title')}
      </h2>
      <div className="handoff-sms__phone">
        <FormField label={t('documents.handoff.sms.prefix')} name="prefix" required>
          <PhonePrefixSelect {...form.register('prefix')} />
        </FormField>
        <FormField label={t('documents.handoff.sms.phone')} name="phoneNumber" required>
          <PhoneNumberInput {...form.register('phoneNumber')} />
        </FormField>
      </div>
      <Button type="submit" variant="secondary" loading={send.isPending}>
        {t('documents.handoff.sms.submit')}
      </Button>
      <p role="status" className="handoff-sms__sent">
        {send.isSuccess
          ? t('documents.handoff.sms.sent', {
              phone: unbroken(formatPhoneParts(send.variables.prefix, send.variables.phoneNumber)),
            })
          : null}
      </p>
    </Form>
  );
}
