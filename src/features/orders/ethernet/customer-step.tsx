import {
  customerErrorsOf,
  enniOf,
  enniOptionsOf,
  presentationsOf,
  productOf,
  propertyOf,
  svlanUseOf,
  variantOf,
} from '@machines/ethernet-order-rules';
import { useSelector } from '@xstate/react';
import { Form, Input, Radio, Select } from 'antd';
import type { ReactNode } from 'react';
import { DateField } from '@/components/date-field';
import { PtwFilePicker } from '@/components/ptw-file-picker';
import { asbestosAnswers, yesNo } from '@/contracts/ethernet';
import { isIsoDay, todayIso } from '@/lib/dates';
import {
  earliestSurveyDay,
  ethernetLimits,
  ethernetMessages,
  surveyDateFields,
  surveyDayOffered,
} from '@/lib/ethernet-rules';
import { ptwMessages } from '@/lib/ptw-rules';
import { CustomerForm, text, useCustomerFields } from '../funnel/customer-form';
import { termWords } from './products-step';
import { styles } from './styles';
import type { EthernetOrderActor } from './use-ethernet-order';

/** The yes/no site questions of an over-FFN order (spec 3 §5), in the order the form asks them. */
export const siteQuestions = [
  ['route_approver_onsite', 'Will a route approver be on site?'],
  ['floor_plans_available', 'Are floor plans available?'],
  ['ppe_required', 'Is PPE required?'],
  ['listed_building', 'Is it a listed building?'],
  ['building_landlord_contact', 'Is there a building landlord contact?'],
  ['induction_required', 'Is a site induction required?'],
  ['parking_available', 'Is parking available?'],
  ['site_ready_for_installation', 'Is the site ready for installation?'],
] as const;
export const surveyLabels = ['Requested Survey Date 1', 'Requested Survey Date 2', 'Requested Survey Date 3'] as const;

/**
 * customer: 'Customer Order Information' (spec 3 §2, §5) for the order's branch: every rule is the machine's (the shared
 * rules of src/lib/ethernet-rules.ts), the form only shows its messages; PTW files are chosen here and uploaded after the
 * order is placed.
 */
export function CustomerStep({ actor }: { actor: EthernetOrderActor }) {
  const c = useSelector(actor, (s) => s.context);
  const validating = useSelector(actor, (s) => s.matches({ customer: 'validating' }));
  const { customer, ptw } = c;
  const errors = customerErrorsOf(c);
  const { id, set, item, input, orderReference } = useCustomerFields({
    customer,
    errors,
    disabled: validating,
    send: actor.send,
  });
  const ffn = variantOf(c) === 'ffn';
  const product = productOf(c);
  const enni = enniOf(c);
  const svlan = svlanUseOf(c);
  const today = todayIso(c.now());
  const textArea = (field: string, max: number) => (
    <Input.TextArea
      id={`${id}-${field}`}
      value={text(customer[field])}
      count={{ max, show: true }}
      disabled={validating}
      onChange={(event) => set(field, event.target.value)}
    />
  );
  const choice = (field: string, label: string, options: readonly string[], required = true): ReactNode => (
    <fieldset
      className={styles.question}
      key={field}
      aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
    >
      <legend>
        {required && <span aria-hidden="true">* </span>}
        {label}
      </legend>
      <Radio.Group
        value={text(customer[field]) || undefined}
        disabled={validating}
        options={options.map((o) => ({ value: o, label: o }))}
        onChange={(event) => set(field, event.target.value)}
      />
      {errors[field] && (
        <div id={`${id}-${field}-error`} className={styles.message} role="alert">
          {errors[field]}
        </div>
      )}
    </fieldset>
  );

  return (
    <CustomerForm send={actor.send} busy={validating} validating={validating}>
      <section className={styles.section} aria-labelledby={`${id}-order`}>
        <h3 id={`${id}-order`}>Order Information</h3>
        <div className={styles.grid}>
          <Form.Item {...item('business_name', 'Business Name', true)}>{input('business_name')}</Form.Item>
          {orderReference}
          <Form.Item {...item('address', 'Address', true)} className={styles.wide}>
            <Input id={`${id}-address`} value={propertyOf(c)?.address ?? ''} readOnly />
          </Form.Item>
          <Form.Item {...item('room', 'Room', true)}>{input('room')}</Form.Item>
          <Form.Item {...item('floor', 'Floor', true)}>{input('floor')}</Form.Item>
          <Form.Item {...item('rack', 'Rack')}>{input('rack')}</Form.Item>
        </div>
      </section>

      <section className={styles.section} aria-labelledby={`${id}-contacts`}>
        <h3 id={`${id}-contacts`}>Contacts</h3>
        <div className={styles.grid}>
          <Form.Item {...item('wayleave_name', 'Wayleave Contact Name', true)}>{input('wayleave_name')}</Form.Item>
          <Form.Item {...item('wayleave_email', 'Wayleave Contact Email', true)}>
            {input('wayleave_email', { type: 'email' })}
          </Form.Item>
          <Form.Item {...item('wayleave_number', 'Wayleave Contact Number', ffn)}>
            {input('wayleave_number', { type: 'tel' })}
          </Form.Item>
          <Form.Item {...item('site_name', 'Site Contact Name', true)}>{input('site_name')}</Form.Item>
          <Form.Item {...item('site_email', 'Site Contact Email', true)}>
            {input('site_email', { type: 'email' })}
          </Form.Item>
          <Form.Item {...item('site_number', 'Site Contact Number', ffn)}>
            {input('site_number', { type: 'tel' })}
          </Form.Item>
        </div>
      </section>

      <section className={styles.section} aria-labelledby={`${id}-network`}>
        <h3 id={`${id}-network`}>Product and Network</h3>
        <dl className={styles.facts} aria-label="Chosen product">
          <dt>Product</dt>
          <dd>{product?.productName ?? '—'}</dd>
          <dt>Contract Term</dt>
          <dd>{c.choice.term ? termWords(c.choice.term) : '—'}</dd>
          <dt>Interconnect Service</dt>
          <dd>{enni?.interconnectService ?? product?.interconnectService ?? '—'}</dd>
          <dt>Opportunity Name</dt>
          <dd>{enni?.opportunityName ?? '—'}</dd>
          <dt>ENNI Tagging</dt>
          <dd>{enni?.tagging ?? '—'}</dd>
        </dl>
        <div className={styles.grid}>
          {c.flags.enniSelectionEnabled ? (
            <Form.Item {...item('enni', 'ENNI', true)}>
              <Select
                id={`${id}-enni`}
                aria-label="ENNI"
                placeholder="Select an ENNI"
                value={text(customer.enni) || undefined}
                disabled={validating}
                virtual={false}
                options={enniOptionsOf(c).map((e) => ({
                  value: e.identifier,
                  label: `${e.name} (${e.identifier}, ${e.tagging})`,
                }))}
                onChange={(value: string) => set('enni', value)}
              />
            </Form.Item>
          ) : (
            <Form.Item {...item('enni', 'ENNI')}>
              <Input id={`${id}-enni`} value={product?.enni ?? ''} readOnly />
            </Form.Item>
          )}
          {!ffn && (
            <Form.Item {...item('vlan', 'VLAN', true)} extra="100 to 4094">
              {input('vlan', { inputMode: 'numeric' })}
            </Form.Item>
          )}
          {ffn && (
            <Form.Item
              {...item('svlan', 'SVLAN', svlan === 'required')}
              extra={svlan === 'disabled' ? 'Only for a Double Tag ENNI' : '1 to 4094'}
            >
              <Input
                id={`${id}-svlan`}
                value={svlan === 'disabled' ? '' : text(customer.svlan)}
                disabled={validating || svlan === 'disabled'}
                inputMode="numeric"
                autoComplete="off"
                onChange={(event) => set('svlan', event.target.value)}
              />
            </Form.Item>
          )}
          {ffn && (
            <Form.Item {...item('cvlan', 'CVLAN', true)} extra="1 to 4094">
              {input('cvlan', { inputMode: 'numeric' })}
            </Form.Item>
          )}
          <Form.Item {...item('ethernet_presentation', 'Ethernet Presentation', true)}>
            <Select
              id={`${id}-ethernet_presentation`}
              aria-label="Ethernet Presentation"
              value={text(customer.ethernet_presentation) || undefined}
              disabled={validating}
              virtual={false}
              options={presentationsOf(c).map((p) => ({ value: p, label: p }))}
              onChange={(value: string) => set('ethernet_presentation', value)}
            />
          </Form.Item>
        </div>
      </section>

      <section className={styles.section} aria-labelledby={`${id}-site`}>
        <h3 id={`${id}-site`}>Site</h3>
        <div className={styles.questions}>
          {ffn && siteQuestions.map(([field, label]) => choice(field, label, yesNo))}
          {choice('asbestos_register_onsite', 'Is an asbestos register on site?', asbestosAnswers)}
        </div>
        <div className={styles.grid}>
          <Form.Item {...item('hazards', 'Hazards')}>{textArea('hazards', ethernetLimits.hazardsMax)}</Form.Item>
          <Form.Item {...item('access_restrictions', 'Access Restrictions')}>
            {textArea('access_restrictions', ethernetLimits.accessRestrictionsMax)}
          </Form.Item>
          <Form.Item {...item('additional_information', 'Additional Information')}>
            {textArea('additional_information', ethernetLimits.additionalInformationMax)}
          </Form.Item>
        </div>
      </section>

      {ffn && (
        <section className={styles.section} aria-labelledby={`${id}-survey`}>
          <h3 id={`${id}-survey`}>Requested Survey Dates</h3>
          <p className={styles.hintText}>
            Up to three working days, at least 6 working days ahead and 2 working days apart (bank holidays in England
            and Wales are not working days).
          </p>
          <div className={styles.grid}>
            {surveyDateFields.map((field, i) => {
              const others = surveyDateFields.filter((f) => f !== field).map((f) => text(customer[f]));
              const value = text(customer[field]);
              return (
                <DateField
                  key={field}
                  id={`${id}-${field}`}
                  label={surveyLabels[i] ?? field}
                  value={isIsoDay(value) ? value : null}
                  min={earliestSurveyDay(today)}
                  disabledDate={(day) => !surveyDayOffered(day, today, others)}
                  error={errors[field]}
                  invalidMessage={ethernetMessages.invalidDate}
                  onChange={(day, { invalid }) => set(field, invalid ? 'invalid' : (day ?? ''))}
                />
              );
            })}
          </div>
        </section>
      )}

      <section className={styles.section} aria-labelledby={`${id}-ptw`}>
        <h3 id={`${id}-ptw`}>Permission to Work (PTW) documents</h3>
        <PtwFilePicker
          files={ptw.files}
          verified={ptw.verified}
          disabled={validating}
          onChange={(files) => actor.send({ type: 'ptw.change', files, verified: ptw.verified })}
          onVerifiedChange={(verified) => actor.send({ type: 'ptw.change', files: ptw.files, verified })}
          error={ptw.files.length > 0 && !ptw.verified ? ptwMessages.notApproved : undefined}
        />
      </section>
    </CustomerForm>
  );
}
