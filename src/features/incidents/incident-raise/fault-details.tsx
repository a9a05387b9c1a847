import type { FaultReferenceStatus } from '@machines/fault-reference-check.machine';
import { useSelector } from '@xstate/react';
import { Form, Select } from 'antd';
import { useId } from 'react';
import { DateField } from '@/components/date-field';
import { todayIso, ukDateAndTime } from '@/lib/dates';
import { incidentSeverities, supportMessages } from '@/lib/support-rules';
import { SelectItem, TextItem } from './form-fields';
import { useIncidentCategories } from './funnel-hooks';
import { useServiceFields } from './service-details-sections';
import { styles } from './styles';
import type { ServiceStepActor } from './use-incident-raise';

const hours = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
const minutes = Array.from({ length: 60 }, (_, m) => String(m).padStart(2, '0'));
const faultStartParts = ['fault_start_date', 'fault_start_hour', 'fault_start_minute'];

const faultReferenceHelp: Partial<Record<FaultReferenceStatus, string>> = {
  checking: 'Checking the fault reference…',
  unchecked: 'The fault reference could not be checked; it is checked again when the incident is submitted.',
};

/** The fault's references, its start, service type, category and severity (spec 2 §5). */
export function FaultDetails({ step }: { step: ServiceStepActor }) {
  const field = useServiceFields(step);
  const faultReference = useSelector(step, (s) => s.context.faultReference);
  const { fault, service } = useIncidentCategories();
  return (
    <section className={styles.section} aria-labelledby="fault-heading">
      <h2 id="fault-heading">Fault details</h2>
      <div className={styles.grid}>
        <TextItem
          field={field('buyer_fault_ref')}
          label="Fault Reference"
          // The uniqueness answer is the machine's; an emptied field has none, so its message goes with it.
          message={faultReference === 'duplicate' ? supportMessages.faultReferenceUnique : undefined}
          extra={faultReferenceHelp[faultReference]}
        />
        {/* Spec 2 §5: the input itself stops at 245; the count says so rather than cutting without a word. */}
        <TextItem field={field('customer_reference')} label="Customer Reference" required maxLength={245} showCount />
        <FaultStart step={step} />
        <SelectItem
          field={field('business_service_category_id')}
          label="Service Type"
          required
          loading={service.isPending}
          options={(service.data ?? []).map((c) => ({
            value: String(c.id),
            label: c.legacy ? `${c.name} (legacy)` : c.name,
          }))}
        />
        <SelectItem
          field={field('incident_fault_category_id')}
          label="Fault Category"
          required
          loading={fault.isPending}
          options={(fault.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <SelectItem
          field={field('incident_severity')}
          label="Severity"
          required
          options={incidentSeverities.map((s) => ({ value: s, label: s }))}
        />
      </div>
    </section>
  );
}

/**
 * The fault start: a day (up to today) and an hour and minute, later ones disabled on today. The rule that it is not in
 * the future is the machine's: a later day says so on the date, a later time on today under the three.
 */
function FaultStart({ step }: { step: ServiceStepActor }) {
  const field = useServiceFields(step);
  const changed = useSelector(step, (s) => faultStartParts.some((name) => s.context.touched.includes(name)));
  const futureDay = useSelector(step, (s) => s.context.errors.fault_start_date === supportMessages.faultStartFuture);
  const futureTime = useSelector(step, (s) => s.context.errors.fault_start_hour === supportMessages.faultStartFuture);
  const id = useId();
  const timeHelpId = `${id}-help`;
  const day = field('fault_start_date');
  const hour = field('fault_start_hour');
  const minute = field('fault_start_minute');
  const today = todayIso();
  const { time } = ukDateAndTime(new Date()) ?? { time: '00:00' };
  const [hourNow, minuteNow] = time.split(':').map(Number) as [number, number];
  const onToday = day.value === today;
  // The time's message: the rule's, or the hour's or minute's own once changed.
  const laterTime = changed && futureTime ? supportMessages.faultStartFuture : undefined;
  const timeMessage = laterTime ?? hour.message ?? minute.message;
  const timeControl = (invalid: boolean) => ({
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': timeMessage ? timeHelpId : undefined,
  });

  return (
    <Form.Item
      label="Fault Start"
      required
      className={styles.wide}
      validateStatus={timeMessage ? 'error' : undefined}
      help={timeMessage ? <span id={timeHelpId}>{timeMessage}</span> : undefined}
    >
      <div className={styles.faultStart}>
        <DateField
          id={id}
          label="Fault start date"
          value={typeof day.value === 'string' ? day.value : null}
          max={today}
          error={changed && futureDay ? supportMessages.faultStartFuture : undefined}
          onChange={(value) => day.onChange(value ?? undefined)}
        />
        <Select
          aria-label="Fault start hour"
          placeholder="Hour"
          {...timeControl(Boolean(laterTime ?? hour.message))}
          value={typeof hour.value === 'string' ? hour.value : undefined}
          onChange={(value: string) => hour.onChange(value)}
          // 24 and 60 short options: all in the page (a virtual list drops the ones scrolled away from the
          // accessibility tree and from find-in-page).
          virtual={false}
          options={hours.map((h) => ({ value: h, label: h, disabled: onToday && Number(h) > hourNow }))}
        />
        <Select
          aria-label="Fault start minute"
          placeholder="Minute"
          {...timeControl(Boolean(minute.message))}
          value={typeof minute.value === 'string' ? minute.value : undefined}
          onChange={(value: string) => minute.onChange(value)}
          virtual={false}
          options={minutes.map((m) => ({
            value: m,
            label: m,
            disabled: onToday && Number(hour.value) === hourNow && Number(m) > minuteNow,
          }))}
        />
      </div>
    </Form.Item>
  );
}
