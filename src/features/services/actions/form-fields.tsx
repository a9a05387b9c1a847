import type { FormValues } from '@machines/service-form-action.machine';
import { Checkbox, Input, Radio } from 'antd';
import { DateField } from '@/components/date-field';
import type { ActionOption, FieldErrors, FormActionKind } from '@/contracts/service-actions';
import type { ServiceDetail } from '@/contracts/services';
import { addDays, todayIso } from '@/lib/dates';
import { authenticationAgents } from '@/lib/order-rules';
import { serviceActionLimits } from '@/lib/service-action-rules';
import { isWorkingDay } from '@/lib/working-days';
import styles from './actions.module.css';
import { Field, firstError } from './field';

export type FieldsProps = {
  id: string;
  service: ServiceDetail;
  values: FormValues;
  errors: FieldErrors;
  options: ActionOption[];
  disabled: boolean;
  set: (name: string, value: unknown) => void;
};

const text = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

/** A labelled one-line text input bound to one value. */
function TextField(p: FieldsProps & { name: string; label: string; max: number; required?: boolean; type?: string }) {
  const fieldId = `${p.id}-${p.name}`;
  const error = firstError(p.errors, p.name);
  return (
    <Field id={fieldId} label={p.label} error={error} required={p.required}>
      <Input
        id={fieldId}
        type={p.type}
        value={text(p.values[p.name])}
        disabled={p.disabled}
        aria-invalid={error ? true : undefined}
        onChange={(event) => p.set(p.name, event.target.value)}
      />
    </Field>
  );
}

function TextArea(p: FieldsProps & { name: string; label: string; max: number; required?: boolean }) {
  const fieldId = `${p.id}-${p.name}`;
  const error = firstError(p.errors, p.name);
  return (
    <Field id={fieldId} label={p.label} error={error} required={p.required}>
      <Input.TextArea
        id={fieldId}
        value={text(p.values[p.name])}
        count={{ max: p.max, show: true }}
        disabled={p.disabled}
        aria-invalid={error ? true : undefined}
        onChange={(event) => p.set(p.name, event.target.value)}
      />
    </Field>
  );
}

function ContactsFields(p: FieldsProps) {
  const vulnerable = p.values.vulnerable_customer === true;
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend>Site contact</legend>
        <div className={styles.grid}>
          <TextField {...p} name="site_contact_name" label="Name" max={serviceActionLimits.text} required />
          <TextField
            {...p}
            name="site_contact_email"
            label="Email"
            type="email"
            max={serviceActionLimits.text}
            required
          />
          <TextField
            {...p}
            name="site_contact_telephone"
            label="Telephone"
            type="tel"
            max={serviceActionLimits.telephoneMax}
            required
          />
        </div>
        <Checkbox
          checked={vulnerable}
          disabled={p.disabled}
          onChange={(event) => p.set('vulnerable_customer', event.target.checked)}
        >
          Vulnerable customer
        </Checkbox>
        {vulnerable && (
          <TextArea
            {...p}
            name="vulnerability_support"
            label="Vulnerability support"
            max={serviceActionLimits.vulnerabilitySupport}
            required
          />
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Wayleave contact (optional)</legend>
        <div className={styles.grid}>
          <TextField {...p} name="wayleave_contact_name" label="Name" max={serviceActionLimits.text} />
          <TextField {...p} name="wayleave_contact_email" label="Email" type="email" max={serviceActionLimits.text} />
          <TextField
            {...p}
            name="wayleave_contact_telephone"
            label="Telephone"
            type="tel"
            max={serviceActionLimits.telephoneMax}
          />
        </div>
      </fieldset>
    </>
  );
}

function LocationFields(p: FieldsProps) {
  return (
    <>
      <p className={styles.secondary}>
        {p.service.site.street}, {p.service.site.city}, {p.service.site.postcode} (UPRN {p.service.site.uprn}): the
        address stays; say where in the premises the service is.
      </p>
      <div className={styles.grid}>
        <TextField {...p} name="business_name" label="Business name" max={serviceActionLimits.text} />
        <TextField {...p} name="floor" label="Floor" max={64} />
        <TextField {...p} name="room" label="Room" max={64} />
        <TextField {...p} name="rack" label="Rack" max={64} />
      </div>
      <TextArea {...p} name="access_restrictions" label="Access restrictions" max={serviceActionLimits.longText} />
      <TextArea {...p} name="hazards" label="Hazards" max={serviceActionLimits.longText} />
    </>
  );
}

function NetworkFields(p: FieldsProps) {
  const agentError = firstError(p.errors, 'authentication_agent');
  return (
    <>
      <div className={styles.grid}>
        <TextField {...p} name="customer_vlan" label="Customer VLAN" type="number" max={4} required />
        <TextField {...p} name="service_vlan" label="Service VLAN" type="number" max={4} required />
      </div>
      <fieldset className={styles.fieldset}>
        <legend>Authentication agent</legend>
        <Radio.Group
          value={p.values.authentication_agent}
          disabled={p.disabled}
          onChange={(event) => p.set('authentication_agent', event.target.value)}
          options={authenticationAgents.map((a) => ({ value: a, label: a }))}
        />
        {agentError && (
          <div role="alert" className={styles.error}>
            {agentError}
          </div>
        )}
      </fieldset>
      <TextField {...p} name="remote_agent_id" label="Remote agent ID" max={64} required />
    </>
  );
}

function LineProfileFields(p: FieldsProps) {
  const error = firstError(p.errors, 'line_profile');
  return (
    <fieldset className={styles.fieldset}>
      <legend>New line profile</legend>
      <p className={styles.secondary}>Current line profile: {p.service.line_profile ?? 'none'}</p>
      {p.options.length === 0 ? (
        <p>This product has no other line profile.</p>
      ) : (
        <Radio.Group
          value={p.values.line_profile}
          disabled={p.disabled}
          onChange={(event) => p.set('line_profile', event.target.value)}
          options={p.options}
        />
      )}
      {error && (
        <div role="alert" className={styles.error}>
          {error}
        </div>
      )}
    </fieldset>
  );
}

function DayField(p: FieldsProps & { name: string; label: string; min: string }) {
  return (
    <DateField
      id={`${p.id}-${p.name}`}
      label={p.label}
      value={text(p.values[p.name]) || null}
      min={p.min}
      disabledDate={(day) => !isWorkingDay(day)}
      onChange={(day) => p.set(p.name, day ?? '')}
      error={firstError(p.errors, p.name)}
      required
    />
  );
}

function InstallOptionsFields(p: FieldsProps) {
  if (p.options.length === 0) return <p>This product has no install options.</p>;
  return (
    <fieldset className={styles.fieldset}>
      <legend>Install options</legend>
      {p.options.map((option) => (
        <div key={option.value}>
          <Checkbox
            checked={p.values[option.value] === true}
            disabled={p.disabled}
            onChange={(event) => p.set(option.value, event.target.checked)}
          >
            {option.label}
          </Checkbox>
          {firstError(p.errors, option.value) && (
            <div role="alert" className={styles.error}>
              {firstError(p.errors, option.value)}
            </div>
          )}
        </div>
      ))}
    </fieldset>
  );
}

/** The fields of each form action. */
export function FormFields({ kind, ...p }: FieldsProps & { kind: Exclude<FormActionKind, 'caseComment'> }) {
  const today = todayIso();
  switch (kind) {
    case 'contacts':
      return <ContactsFields {...p} />;
    case 'location':
      return <LocationFields {...p} />;
    case 'network':
      return <NetworkFields {...p} />;
    case 'lineProfile':
      return <LineProfileFields {...p} />;
    case 'requestedDate':
      return <DayField {...p} name="requested_date" label="Requested date" min={today} />;
    case 'switchDate':
      return <DayField {...p} name="switch_date" label="Switch date" min={addDays(today, 1)} />;
    case 'installOptions':
      return <InstallOptionsFields {...p} />;
  }
}

/** The values a form opens with: the service's current details. */
export function initialValues(kind: FormActionKind, s: ServiceDetail): FormValues {
  const v = (x: string | number | null | undefined) => (x === null || x === undefined ? '' : String(x));
  switch (kind) {
    case 'contacts':
      return {
        site_contact_name: v(s.site_contact_name),
        site_contact_email: v(s.site_contact_email),
        site_contact_telephone: v(s.site_contact_telephone),
        vulnerable_customer: false,
        vulnerability_support: '',
        wayleave_contact_name: v(s.wayleave_contact_name),
        wayleave_contact_email: v(s.wayleave_contact_email),
        wayleave_contact_telephone: v(s.wayleave_contact_telephone),
      };
    case 'location':
      return {
        business_name: v(s.site.business_name),
        floor: v(s.site.floor),
        room: v(s.site.room),
        rack: v(s.site.rack),
        access_restrictions: v(s.site.access_restrictions),
        hazards: v(s.site.hazards),
      };
    case 'network':
      return {
        customer_vlan: v(s.network.customer_vlan),
        service_vlan: v(s.network.service_vlan),
        authentication_agent: s.network.authentication_agent ?? undefined,
        remote_agent_id: v(s.network.remote_agent_id),
      };
    case 'requestedDate':
      return { requested_date: v(s.requested_date) };
    case 'switchDate':
      return { switch_date: v(s.switch_date) };
    case 'lineProfile':
    case 'installOptions':
      return {};
    case 'caseComment':
      return { text: '' };
  }
}
