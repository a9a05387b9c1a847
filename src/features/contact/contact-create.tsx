import { type ContactDraftField, contactRequestMachine } from '@machines/contact-request.machine';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { Alert, Button, Input, Radio, Result, Select } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { createContactRequest } from '@/api/contact';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { type ContactKind, complaintPriorities, contactCategories } from '@/contracts/contact';
import { contactAttachmentExtensions, contactKindInfo, contactLimits } from '@/lib/contact-rules';
import { inspectionOptions } from '@/lib/inspect';
import styles from './contact.module.css';
import { clearContactDraft, restoreContactDraft, saveContactDraft } from './draft-store';
import { contactItemHref, contactListHref, contactOverviewPath } from './links';
import { refreshContact } from './queries';

const accept = contactAttachmentExtensions.map((ext) => `.${ext}`).join(',');

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** aria props of a field: invalid and described by its hint and error. */
const described = (id: string, error: string | undefined, hint = false) => {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
};

/**
 * /contact/{kind}/create: the create form is machines/contact-request.machine.ts; this view sends what the user did and
 * shows the machine's state (its draft, errors, busy tag, created request). The draft survives a reload.
 */
export function ContactCreate({ kind, userId }: { kind: ContactKind; userId: string }) {
  const queryClient = useQueryClient();
  const info = contactKindInfo[kind];
  const [snapshot, send] = useMachine(
    contactRequestMachine.provide({
      actors: {
        restoreDraft: fromPromise(() => restoreContactDraft(userId, kind)),
        createRequest: fromPromise(async ({ input }) => {
          const { files, ...fields } = input.draft;
          const created = await createContactRequest(
            kind,
            { ...fields, priority: kind === 'complaints' ? fields.priority : undefined },
            files,
          );
          await refreshContact(queryClient, kind);
          return created;
        }),
      },
      actions: {
        saveDraft: (_, { draft }) => saveContactDraft(userId, kind, draft),
        clearDraft: () => clearContactDraft(userId, kind),
      },
    }),
    { ...inspectionOptions(), input: { kind } },
  );
  const { draft, errors, fileError, created } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const change = (name: ContactDraftField) => (value: string) => send({ type: 'field.change', name, value });
  const heading = kind === 'complaints' ? 'Raise A Complaint' : 'Request Information';
  const trail = [
    { label: 'Contact', href: contactOverviewPath },
    { label: info.title, href: contactListHref(kind) },
  ];

  return (
    <section aria-labelledby="contact-create-heading" aria-busy={busy} className={styles.page}>
      <Breadcrumbs trail={trail} current={heading} />
      <h1 id="contact-create-heading" className={styles.title}>
        {heading}
      </h1>
      {snapshot.matches('created') && created ? (
        <Result
          status="success"
          title={`${info.singular} ${created.reference} has been raised`}
          subTitle="We will reply here; you can follow the conversation on its page."
          extra={[
            <Link key="view" href={contactItemHref(kind, created.reference)} className={styles.primaryLink}>
              View {created.reference}
            </Link>,
            <Button key="another" onClick={() => send({ type: 'another' })}>
              Raise another
            </Button>,
          ]}
        />
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'submit' });
          }}
        >
          <p className={styles.lead}>
            {kind === 'complaints'
              ? 'Tell us what went wrong. A complaints handler will acknowledge it and reply here.'
              : 'Ask us for information about ordering, billing, the network or your account. We will reply here.'}
          </p>
          <Field id="contact-category" label="Category" error={errors.category}>
            <Select
              id="contact-category"
              value={draft.category || undefined}
              placeholder="Select a category"
              disabled={busy}
              options={contactCategories[kind].map((c) => ({ value: c, label: c }))}
              onChange={(value: string) => change('category')(value)}
              status={errors.category ? 'error' : undefined}
              {...described('contact-category', errors.category)}
            />
          </Field>
          {kind === 'complaints' && (
            <fieldset
              className={`${styles.field} ${styles.fieldset}`}
              {...described('contact-priority', errors.priority)}
            >
              <legend>Priority</legend>
              <Radio.Group
                value={draft.priority || undefined}
                disabled={busy}
                onChange={(event) => change('priority')(String(event.target.value))}
                options={complaintPriorities.map((p) => ({ value: p, label: p }))}
              />
              {errors.priority && (
                <p id="contact-priority-error" className={styles.fieldError}>
                  {errors.priority}
                </p>
              )}
            </fieldset>
          )}
          <Field
            id="contact-related"
            label="Related service or order reference (optional)"
            hint="A service reference such as S1000001, or your order reference."
            error={errors.related_reference}
          >
            <Input
              id="contact-related"
              value={draft.related_reference}
              disabled={busy}
              onChange={(event) => change('related_reference')(event.target.value)}
              status={errors.related_reference ? 'error' : undefined}
              {...described('contact-related', errors.related_reference, true)}
            />
          </Field>
          <Field id="contact-subject" label="Subject" error={errors.subject}>
            <Input
              id="contact-subject"
              value={draft.subject}
              disabled={busy}
              count={{ max: contactLimits.subject, show: true }}
              onChange={(event) => change('subject')(event.target.value)}
              status={errors.subject ? 'error' : undefined}
              {...described('contact-subject', errors.subject)}
            />
          </Field>
          <Field id="contact-description" label="Description" error={errors.description}>
            <Input.TextArea
              id="contact-description"
              value={draft.description}
              disabled={busy}
              rows={6}
              count={{ max: contactLimits.description, show: true }}
              onChange={(event) => change('description')(event.target.value)}
              status={errors.description ? 'error' : undefined}
              {...described('contact-description', errors.description)}
            />
          </Field>
          <Field
            id="contact-files"
            label="Attachments (optional)"
            hint={`Up to ${contactLimits.attachments} files of 8 MB each: ${contactAttachmentExtensions.join(', ')}.`}
            error={fileError}
          >
            <input
              id="contact-files"
              type="file"
              multiple
              accept={accept}
              disabled={busy}
              onChange={(event) => send({ type: 'files.change', files: [...(event.target.files ?? [])] })}
              {...described('contact-files', fileError, true)}
            />
            {draft.files.length > 0 && (
              <ul className={styles.files} aria-label="Chosen files">
                {draft.files.map((file) => (
                  <li key={`${file.name}-${file.size}`}>{file.name}</li>
                ))}
              </ul>
            )}
          </Field>
          {snapshot.matches('failed') && (
            <Alert
              type="error"
              showIcon
              title={`Your ${info.singular.toLowerCase()} could not be sent. Please try again.`}
              action={
                <div className={styles.buttons}>
                  <Button size="small" onClick={() => send({ type: 'retry' })}>
                    Try again
                  </Button>
                  <Button size="small" onClick={() => send({ type: 'edit' })}>
                    Back to the form
                  </Button>
                </div>
              }
            />
          )}
          <div aria-live="polite">
            {Object.keys(errors).length > 0 && snapshot.matches('editing') && (
              <p className={styles.fieldError}>Please correct the highlighted fields.</p>
            )}
          </div>
          <div className={styles.buttons}>
            <Button
              type="primary"
              htmlType="submit"
              loading={snapshot.matches('submitting')}
              disabled={!snapshot.matches('editing')}
            >
              Submit
            </Button>
            <Button onClick={() => send({ type: 'discard' })} disabled={!snapshot.matches('editing')}>
              Clear form
            </Button>
            <Link href={contactListHref(kind)}>Cancel</Link>
          </div>
        </form>
      )}
    </section>
  );
}
