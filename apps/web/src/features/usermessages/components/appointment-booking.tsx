import {
  addDays,
  APPOINTMENT_MAX_DAYS_AHEAD,
  APPOINTMENT_TIME_SLOTS,
  ZLogoutAppointment,
  appointmentErrors,
  branchLabel,
  orderBranchesNearHome,
  localTimeIn,
  publicHolidaysOf,
  weekdayOfDate,
  type TBranch,
  type TLogoutAppointment,
  type VariantId,
} from '@onboarding/domain';
import { formatClockTime, formatDate } from '@onboarding/domain/format';
import { useEffect, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { FormField } from '../../../components/ui/form-field';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { isApiError } from '../../../lib/api/api-error';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context';
import { useVariant } from '../../../lib/variant/variant-context';
import { useSessionUid } from '../../../lib/wizard/use-session-uid';
import { useBranches } from '../api/get-branches';
import { useCreateLogoutRequest } from '../api/create-logout-request';

/** The variant's work-free days (Albania's with the observed ones) close the branches as well. */
function isPublicHoliday(variantId: VariantId, date: string): boolean {
  const year = Number(date.slice(0, 4));
  if (!Number.isInteger(year) || year < 1583) return false;
  return publicHolidaysOf(variantId, year).some((holiday) => holiday.date === date);
}

/**
 * The appointment schema of the leave request (packages/domain), checked against the chosen
 * branch's week and public holidays from today on, so the applicant learns about a closed day
 * before sending (the server checks the same).
 */
function appointmentSchema(branches: readonly TBranch[], today: string, variantId: VariantId) {
  return ZLogoutAppointment.superRefine((value, context) => {
    const branch = branches.find((candidate) => candidate.id === value.appointmentBranchId);
    if (!branch) {
      context.addIssue({
        code: 'custom',
        path: ['appointmentBranchId'],
        message: 'validation.branch.unknown',
      });
      return;
    }
    const [problem] = appointmentErrors(value, branch.openingHours, today);
    if (problem) {
      const field = problem.field.replace(/^appointment\./, '');
      context.addIssue({ code: 'custom', path: [field], message: problem.code });
    } else if (isPublicHoliday(variantId, value.appointmentDate)) {
      context.addIssue({
        code: 'custom',
        path: ['appointmentDate'],
        message: 'validation.branch.closed',
      });
    }
  });
}

function BranchDetails({ branch, date }: { branch: TBranch; date: string }) {
  const t = useT();
  const day = date ? branch.openingHours[weekdayOfDate(date)] : null;
  return (
    <div className="appointment-booking__branch">
      <p>
        {t('userMessages.appointment.branchAddress', {
          street: branch.street,
          houseNumber: branch.houseNumber,
          postalCode: branch.postalCode,
          city: branch.city,
        })}
      </p>
      {/* The server sends the phone in international grouping (decision 235). */}
      <p>{t('userMessages.appointment.branchPhone', { phone: branch.phone })}</p>
      {day && !day.closed && day.openFrom && day.openTo ? (
        <p>
          {t('userMessages.appointment.branchOpen', {
            from: formatClockTime(day.openFrom),
            to: formatClockTime(day.openTo),
          })}
        </p>
      ) : null}
    </div>
  );
}

/** The booking confirmation, focused so that screen readers read it at once. */
function BookingDone({ branch, appointment }: { branch: string; appointment: TLogoutAppointment }) {
  const t = useT();
  const language = useLanguage();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="message-done" ref={ref} tabIndex={-1} role="status">
      <h2 className="message-done__title">{t('userMessages.appointment.doneTitle')}</h2>
      <p>
        {t(`userMessages.appointment.doneText.${appointment.appointmentTimeSlot}`, {
          date: formatDate(appointment.appointmentDate, language),
          branch,
        })}
      </p>
      <p>{t('userMessages.appointment.doneEmail')}</p>
    </div>
  );
}

function BookingForm({ branches, uid }: { branches: readonly TBranch[]; uid: string }) {
  const t = useT();
  const language = useLanguage();
  const variant = useVariant();
  // Today at the bank, so "from today" means the same to everyone.
  const today = localTimeIn(new Date(), variant.timeZone).date;
  const schema = useMemo(
    () => appointmentSchema(branches, today, variant.id),
    [branches, today, variant.id],
  );
  const form = useZodForm(schema, {
    defaultValues: { appointmentBranchId: '', appointmentDate: '' },
  });
  const booking = useCreateLogoutRequest();
  const [branchId, date] = useWatch({
    control: form.control,
    name: ['appointmentBranchId', 'appointmentDate'],
  });
  const branch = branches.find((candidate) => candidate.id === branchId);
  // The public list knows no applicant: in the reader's alphabet by place and street (decision 239).
  const options = useMemo(
    () =>
      orderBranchesNearHome(branches, null, variant.id, language).map((candidate) => ({
        value: candidate.id,
        label: branchLabel(candidate),
      })),
    [branches, variant.id, language],
  );

  if (booking.isSuccess && booking.variables.eventType === 'APPOINTMENT') {
    const { appointment } = booking.variables;
    const booked = branches.find((candidate) => candidate.id === appointment.appointmentBranchId);
    return <BookingDone branch={booked?.name ?? ''} appointment={appointment} />;
  }

  const submit = (appointment: TLogoutAppointment) =>
    booking.mutate(
      { uid, eventType: 'APPOINTMENT', appointment },
      {
        onError: (error) => {
          if (!isApiError(error)) return;
          for (const fieldError of error.fieldErrors) {
            const field = fieldError.field.replace(/^appointment\./, '');
            if (
              field === 'appointmentBranchId' ||
              field === 'appointmentDate' ||
              field === 'appointmentTimeSlot'
            ) {
              form.setError(field, { message: fieldError.code });
            }
          }
        },
      },
    );

  return (
    <Form form={form} onSubmit={submit} className="appointment-booking__form">
      <FormField label={t('userMessages.appointment.branch')} name="appointmentBranchId" required>
        <Select
          {...form.register('appointmentBranchId')}
          placeholder={t('userMessages.appointment.chooseBranch')}
          options={options}
        />
      </FormField>
      {branch ? <BranchDetails branch={branch} date={date} /> : null}
      <FormField
        label={t('userMessages.appointment.date')}
        name="appointmentDate"
        hint={t('userMessages.appointment.dateHint')}
        required
      >
        <TextInput
          {...form.register('appointmentDate')}
          type="date"
          min={today}
          max={addDays(today, APPOINTMENT_MAX_DAYS_AHEAD)}
        />
      </FormField>
      <RadioGroup
        {...form.register('appointmentTimeSlot')}
        legend={t('userMessages.appointment.slot')}
        options={APPOINTMENT_TIME_SLOTS.map((slot) => ({
          value: slot,
          label: t(`userMessages.appointment.slots.${slot}`),
        }))}
        inline
        required
      />
      <div>
        <Button type="submit" loading={booking.isPending}>
          {t('userMessages.appointment.submit')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * spec 1 §8, spec 3 §3: booking a branch appointment (branch, date, MORNING or AFTERNOON), sent
 * as the APPOINTMENT leave request of the session's prospect.
 */
export function AppointmentBooking() {
  const t = useT();
  const session = useSessionUid({ quiet: true });
  const branches = useBranches();

  let content;
  if (branches.isPending || session.isPending) {
    content = <p role="status">{t('userMessages.appointment.loadingBranches')}</p>;
  } else if (branches.isError) {
    content = <p className="message-reason">{t('userMessages.appointment.branchesFailed')}</p>;
  } else if (session.uid === null) {
    content = <p className="message-reason">{t('userMessages.appointment.noUid')}</p>;
  } else {
    content = <BookingForm branches={branches.data} uid={session.uid} />;
  }

  return (
    <section className="message-section appointment-booking" aria-labelledby="appointment-heading">
      <h2 id="appointment-heading" className="message-section__title">
        {t('userMessages.appointment.heading')}
      </h2>
      {content}
    </section>
  );
}
