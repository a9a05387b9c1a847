import type { FaultReferenceStatus } from '@machines/fault-reference-check.machine';
import { serviceStepFields, showsVulnerability } from '@machines/incident-raise-forms';
import { type incidentServiceCheckMachine, serviceCheckProgress } from '@machines/incident-service-check.machine';
import { useSelector } from '@xstate/react';
import { Checkbox, Form, Input, Select } from 'antd';
import { useId, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { DateField } from '@/components/date-field';
import { FunnelActions } from '@/components/funnel-actions';
import { todayIso, ukDateAndTime } from '@/lib/dates';
import { incidentSeverities, supportLimits, supportMessages } from '@/lib/support-rules';
import { zodRule } from './funnel-forms';
import { useIncidentCategories } from './funnel-hooks';
import { LineStatusPanel } from './line-status-panel';
import { ServiceLookup } from './service-lookup';
import { styles } from './styles';
import type { IncidentRaiseActor, ServiceStepActor } from './use-incident-raise';

const hours = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
const minutes = Array.from({ length: 60 }, (_, m) => String(m).padStart(2, '0'));
// Spec 2 §5: a remaining-count hint; past the limit it says how many are over (the text is never cut).
const remaining = ({ count, maxLength = 0 }: { count: number; maxLength?: number }) =>
  count > maxLength ? `${count - maxLength} characters too many` : `${maxLength - count} characters remaining`;
const rule = (name: keyof typeof serviceStepFields) => [zodRule(serviceStepFields[name])];

const faultReferenceHelp: Partial<Record<FaultReferenceStatus, string>> = {
  checking: 'Checking the fault reference…',
  unchecked: 'The fault reference could not be checked; it is checked again when the incident is submitted.',
};

/**
 * Step one, Service Details (spec 2 §2, §4, §5): the lookup, the line-status panel and the service form. What the user
 * does goes to the step's own machine (the funnel's child `serviceStep`); Next and Cancel go to the funnel.
 */
export function ServiceDetailsStep({ actor }: { actor: IncidentRaiseActor }) {
  const step = useSelector(actor, (s) => s.children.serviceStep as ServiceStepActor | undefined);
  const canNext = useSelector(actor, (s) => s.can({ type: 'step.next' }));
  return step ? <ServiceForm actor={actor} step={step} canNext={canNext} /> : null;
}

function ServiceForm({
  actor,
  step,
  canNext,
}: {
  actor: IncidentRaiseActor;
  step: ServiceStepActor;
  canNext: boolean;
}) {
  const [form] = Form.useForm();
  const snapshot = useSelector(step, (s) => s);
  const { check, referenceText, serviceValues, faultReference, vulnerabilityEnabled } = snapshot.context;
  const checking = snapshot.hasTag('busy');
  const checkChild = snapshot.children.checkService as ActorRefFrom<typeof incidentServiceCheckMachine> | undefined;
  const progress = useSelector(checkChild, (s) => (s ? serviceCheckProgress(s) : null));
  const { fault, service } = useIncidentCategories();
  // The machine owns the values (it fills the site address and drops hidden answers); the form shows them.
  const fields = useMemo(
    () => Object.entries(serviceValues).map(([name, value]) => ({ name: [name], value })),
    [serviceValues],
  );
  const vulnerabilityShown = showsVulnerability(check, serviceValues.incident_severity, vulnerabilityEnabled);
  const today = todayIso();
  const faultStartId = useId();
  const { time } = ukDateAndTime(new Date()) ?? { time: '00:00' };
  const [hourNow, minuteNow] = time.split(':').map(Number) as [number, number];
  const onToday = serviceValues.fault_start_date === today;
  // The machine's fault start rule (a later day, or a later time on today), on the part it concerns.
  const future = (message: string | undefined) => (message === supportMessages.faultStartFuture ? message : undefined);
  const faultStart = {
    date: future(snapshot.context.errors.fault_start_date),
    time: future(snapshot.context.errors.fault_start_hour),
  };

  return (
    <Form
      form={form}
      layout="vertical"
      fields={fields}
      onValuesChange={() => step.send({ type: 'form.change', values: form.getFieldsValue(true) })}
      onFinish={() => actor.send({ type: 'step.next' })}
      requiredMark
    >
      <section className={styles.section} aria-labelledby="service-heading">
        <h2 id="service-heading">Service</h2>
        <ServiceLookup
          text={referenceText}
          disabled={checking}
          onType={(text) => step.send({ type: 'reference.type', text })}
          onSelect={(serviceReference) => step.send({ type: 'service.select', serviceReference })}
          onEnter={() => step.send({ type: 'reference.submit' })}
        />
        <LineStatusPanel
          check={checking ? null : check}
          progress={checking ? (progress ?? 'Checking the service…') : null}
        />
      </section>

      <section className={styles.section} aria-labelledby="fault-heading">
        <h2 id="fault-heading">Fault details</h2>
        <div className={styles.grid}>
          <Form.Item
            name="buyer_fault_ref"
            label="Fault Reference"
            rules={rule('buyer_fault_ref')}
            // The uniqueness answer is the machine's; an emptied field has none, so its error goes with it.
            validateStatus={faultReference === 'duplicate' ? 'error' : undefined}
            help={faultReference === 'duplicate' ? supportMessages.faultReferenceUnique : undefined}
            extra={faultReferenceHelp[faultReference]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="customer_reference" label="Customer Reference" required rules={rule('customer_reference')}>
            {/* Spec 2 §5: the input itself stops at 245; the count says so rather than cutting without a word. */}
            <Input maxLength={245} showCount />
          </Form.Item>
          <Form.Item
            label="Fault Start"
            required
            className={styles.wide}
            // The machine's rule (a time later than now on today); the hour and minute selects' own messages otherwise.
            validateStatus={faultStart.time ? 'error' : undefined}
            help={faultStart.time}
          >
            <div className={styles.faultStart}>
              <DateField
                id={faultStartId}
                label="Fault start date"
                value={typeof serviceValues.fault_start_date === 'string' ? serviceValues.fault_start_date : null}
                max={today}
                error={faultStart.date}
                onChange={(day) =>
                  step.send({ type: 'form.change', values: { ...serviceValues, fault_start_date: day ?? undefined } })
                }
              />
              <Form.Item name="fault_start_hour" noStyle rules={rule('fault_start_hour')}>
                <Select
                  aria-label="Fault start hour"
                  placeholder="Hour"
                  // 24 and 60 short options: all in the page (a virtual list drops the ones scrolled away from the
                  // accessibility tree and from find-in-page).
                  virtual={false}
                  options={hours.map((h) => ({ value: h, label: h, disabled: onToday && Number(h) > hourNow }))}
                />
              </Form.Item>
              <Form.Item name="fault_start_minute" noStyle rules={rule('fault_start_minute')}>
                <Select
                  aria-label="Fault start minute"
                  placeholder="Minute"
                  virtual={false}
                  options={minutes.map((m) => ({
                    value: m,
                    label: m,
                    disabled: onToday && Number(serviceValues.fault_start_hour) === hourNow && Number(m) > minuteNow,
                  }))}
                />
              </Form.Item>
            </div>
          </Form.Item>
          <Form.Item
            name="business_service_category_id"
            label="Service Type"
            required
            rules={rule('business_service_category_id')}
          >
            <Select
              loading={service.isPending}
              options={(service.data ?? []).map((c) => ({
                value: String(c.id),
                label: c.legacy ? `${c.name} (legacy)` : c.name,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="incident_fault_category_id"
            label="Fault Category"
            required
            rules={rule('incident_fault_category_id')}
          >
            <Select
              loading={fault.isPending}
              options={(fault.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            />
          </Form.Item>
          <Form.Item name="incident_severity" label="Severity" required rules={rule('incident_severity')}>
            <Select options={incidentSeverities.map((s) => ({ value: s, label: s }))} />
          </Form.Item>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="contact-heading">
        <h2 id="contact-heading">Site contact and address</h2>
        <div className={styles.grid}>
          <Form.Item
            name="customer_onsite_contact_name"
            label="On-site Contact Name"
            required
            rules={rule('customer_onsite_contact_name')}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="customer_onsite_contact_number"
            label="On-site Contact Number"
            required
            rules={rule('customer_onsite_contact_number')}
          >
            <Input inputMode="tel" autoComplete="off" />
          </Form.Item>
          <Form.Item name="address_name" label="Premises Name" required rules={rule('address_name')}>
            <Input />
          </Form.Item>
          <Form.Item name="address_street" label="Street" required rules={rule('address_street')}>
            <Input />
          </Form.Item>
          <Form.Item name="address_city" label="City" required rules={rule('address_city')}>
            <Input />
          </Form.Item>
          <Form.Item name="address_county" label="County" rules={rule('address_county')}>
            <Input />
          </Form.Item>
          <Form.Item name="address_postcode" label="Postcode" required rules={rule('address_postcode')}>
            <Input />
          </Form.Item>
        </div>
      </section>

      {vulnerabilityShown && (
        <section className={styles.section} aria-labelledby="vulnerability-heading">
          <h2 id="vulnerability-heading">Vulnerability</h2>
          <Form.Item name="vulnerable_customer" valuePropName="checked">
            <Checkbox>The customer is vulnerable</Checkbox>
          </Form.Item>
          <Form.Item name="telecare_required" valuePropName="checked">
            <Checkbox>The customer relies on a telecare service</Checkbox>
          </Form.Item>
          {serviceValues.vulnerable_customer === true && (
            <Form.Item
              name="vulnerability_support"
              label="Vulnerability support needed"
              required
              rules={[{ required: true, message: supportMessages.required }, ...rule('vulnerability_support')]}
            >
              <Input.TextArea rows={3} count={{ max: supportLimits.vulnerabilitySupport, show: true }} />
            </Form.Item>
          )}
        </section>
      )}

      <section className={styles.section} aria-labelledby="description-heading">
        <h2 id="description-heading">Description</h2>
        <Form.Item name="short_description" label="Short Description" required rules={rule('short_description')}>
          <Input count={{ max: supportLimits.shortDescription, show: remaining }} />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={rule('description')}>
          <Input.TextArea rows={4} count={{ max: supportLimits.description }} />
        </Form.Item>
      </section>

      <FunnelActions
        cancel={{ onClick: () => actor.send({ type: 'step.cancel' }) }}
        next={{ label: 'Next', submit: true, disabled: !canNext }}
      />
    </Form>
  );
}
