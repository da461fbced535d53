import {
  UNSUBSCRIBE_REASONS,
  unsubscribeRequestSchema,
  type UnsubscribeReason,
} from '@onboarding/domain';
import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Form } from '../../components/ui/form';
import { FormField } from '../../components/ui/form-field';
import { RadioGroup } from '../../components/ui/radio-group';
import { Spinner } from '../../components/ui/spinner';
import { TextArea } from '../../components/ui/text-area';
import { TextInput } from '../../components/ui/text-input';
import { useZodForm } from '../../components/ui/use-zod-form';
import { isApiError } from '../../lib/api/api-error';
import { useT } from '../../lib/i18n/i18n-context';
import { useFinishUnsubscribe, useUnsubscribe } from './api/unsubscribe';
import { BankSiteLink, MessageLayout } from './components/message-layout';

/**
 * /usermessages/unsubscribe (decision 047): the request to stop marketing e-mails with a reason
 * (spec 2 §3); with `?token=` (the link of the confirmation e-mail) it takes effect at once.
 */
export function UnsubscribePage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  return token === null || token === '' ? (
    <UnsubscribeRequest />
  ) : (
    <UnsubscribeFinish token={token} />
  );
}

function UnsubscribeRequest() {
  const t = useT();
  const form = useZodForm(unsubscribeRequestSchema(), {
    defaultValues: { email: '', reason: undefined, reasonText: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const request = useUnsubscribe();

  if (request.isSuccess) {
    return (
      <MessageLayout
        tone="success"
        title={t('userMessages.unsubscribe.sentTitle')}
        actions={<BankSiteLink variant="primary" />}
      >
        <p className="message-layout__lead">{t('userMessages.unsubscribe.sentText')}</p>
      </MessageLayout>
    );
  }

  const mainError =
    request.error === null
      ? null
      : isApiError(request.error) && request.error.status === 429
        ? 'errors.codes.TOO_MANY_REQUESTS'
        : 'errors.technical';

  return (
    <MessageLayout tone="info" title={t('userMessages.unsubscribe.title')}>
      <p className="message-layout__lead">{t('userMessages.unsubscribe.text')}</p>
      <Form
        form={form}
        mainError={mainError}
        className="message-form"
        onSubmit={(values) =>
          request.mutate({
            email: values.email,
            reason: values.reason,
            ...(values.reason === 'OTHER' && values.reasonText
              ? { reasonText: values.reasonText }
              : {}),
          })
        }
      >
        <FormField label={t('userMessages.unsubscribe.email')} name="email" required>
          <TextInput {...form.register('email')} type="email" autoComplete="email" />
        </FormField>
        <RadioGroup
          {...form.register('reason')}
          legend={t('userMessages.unsubscribe.reasonLegend')}
          options={UNSUBSCRIBE_REASONS.map((value: UnsubscribeReason) => ({
            value,
            label: t(`userMessages.unsubscribe.reasons.${value}`),
          }))}
          required
        />
        {reason === 'OTHER' ? (
          <FormField label={t('userMessages.unsubscribe.reasonText')} name="reasonText">
            <TextArea {...form.register('reasonText')} />
          </FormField>
        ) : null}
        <div className="message-form__actions">
          <Button type="submit" loading={request.isPending}>
            {t('userMessages.unsubscribe.submit')}
          </Button>
        </div>
      </Form>
    </MessageLayout>
  );
}

function UnsubscribeFinish({ token }: { readonly token: string }) {
  const t = useT();
  const finish = useFinishUnsubscribe(token);
  if (finish.isPending) {
    return (
      <MessageLayout tone="info" title={t('userMessages.unsubscribe.title')}>
        <Spinner label={t('userMessages.unsubscribe.finishing')} />
      </MessageLayout>
    );
  }
  if (finish.isError) {
    return (
      <MessageLayout
        tone="error"
        title={t('userMessages.unsubscribe.title')}
        actions={<BankSiteLink variant="primary" />}
      >
        <p className="message-layout__lead">{t('userMessages.unsubscribe.invalidLink')}</p>
      </MessageLayout>
    );
  }
  return (
    <MessageLayout
      tone="success"
      title={t('userMessages.unsubscribe.doneTitle')}
      actions={<BankSiteLink variant="primary" />}
    >
      <p className="message-layout__lead">{t('userMessages.unsubscribe.doneText')}</p>
    </MessageLayout>
  );
}
