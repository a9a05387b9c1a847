import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Popconfirm, Tag } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { ZodError } from 'zod';
import { closeContactRequest, downloadContactAttachment, replyToContactRequest } from '@/api/contact';
import { HttpError } from '@/api/http';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { DetailSection, Facts, None } from '@/components/detail-section';
import { DownloadButton } from '@/components/download-button';
import { FirstLoad } from '@/components/first-load';
import { StatusBadge } from '@/components/status-badge';
import type { ContactAttachment, ContactDetail, ContactKind } from '@/contracts/contact';
import {
  attachmentProblems,
  contactAttachmentExtensions,
  contactKindInfo,
  contactLimits,
  contactReplyFields,
  fieldMessages,
} from '@/lib/contact-rules';
import { formatDateTime } from '@/lib/dates';
import styles from './contact.module.css';
import { contactListHref, contactOverviewPath } from './links';
import { contactKeys, refreshContact } from './queries';

const accept = contactAttachmentExtensions.map((ext) => `.${ext}`).join(',');

function Files({ kind, record, files }: { kind: ContactKind; record: string; files: ContactAttachment[] }) {
  if (files.length === 0) return null;
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file.id}>
          <DownloadButton
            size="small"
            aria-label={`Download ${file.original_file_name}`}
            download={() => downloadContactAttachment(kind, record, file.id)}
            fileName={file.original_file_name}
            keepName
            failure={{
              title: 'Download failed',
              description: `${file.original_file_name} could not be downloaded. Please try again.`,
            }}
          >
            {file.original_file_name}
          </DownloadButton>
        </li>
      ))}
    </ul>
  );
}

function Conversation({ kind, record }: { kind: ContactKind; record: ContactDetail }) {
  return (
    <DetailSection id="contact-conversation" title="Conversation" wide>
      {record.messages.length === 0 ? (
        <None>No replies yet. We will reply here.</None>
      ) : (
        <ol className={styles.thread}>
          {record.messages.map((message) => (
            <li
              key={message.id}
              className={message.author === 'provider' ? `${styles.message} ${styles.provider}` : styles.message}
            >
              <p className={styles.meta}>
                <strong>{message.name}</strong>
                {message.author === 'provider' && <Tag>Fibre Wholesale</Tag>}
                <span className={styles.time}>{formatDateTime(message.created_at)}</span>
              </p>
              <p className={styles.text}>{message.text}</p>
              <Files kind={kind} record={record.reference} files={message.attachments} />
            </li>
          ))}
        </ol>
      )}
      {record.can_reply ? <ReplyForm kind={kind} record={record} /> : <None>This request is closed.</None>}
    </DetailSection>
  );
}

/**
 * 'Reply': text and up to five files, checked by the sandbox's own reply schema and attachment rules before sending (a
 * refusal carries the same words the sandbox's would); once stored the thread shows it and the form empties. One step:
 * the mutation's state is the form's.
 */
function ReplyForm({ kind, record }: { kind: ContactKind; record: ContactDetail }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [formKey, setFormKey] = useState(0);
  const reply = useMutation({
    mutationFn: async () => {
      const fields = contactReplyFields.parse({ text });
      const fileProblem = attachmentProblems(files);
      if (fileProblem) throw new Error(fileProblem);
      return replyToContactRequest(kind, record.reference, fields.text, files);
    },
    onSuccess: async () => {
      setText('');
      setFiles([]);
      setFormKey((k) => k + 1);
      await refreshContact(queryClient, kind);
    },
  });
  const fileProblem = attachmentProblems(files);
  const textError =
    reply.error instanceof ZodError
      ? fieldMessages(reply.error).text
      : reply.error instanceof HttpError
        ? reply.error.fields?.text?.[0]
        : undefined;
  const fileError =
    fileProblem ??
    (reply.error instanceof HttpError && [413, 415].includes(reply.error.status) ? reply.error.message : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate();
  };
  return (
    <form key={formKey} onSubmit={submit} noValidate className={styles.form}>
      <div className={styles.field}>
        <label htmlFor={`${id}-text`}>Reply</label>
        <Input.TextArea
          id={`${id}-text`}
          value={text}
          rows={4}
          count={{ max: contactLimits.reply, show: true }}
          status={textError ? 'error' : undefined}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? `${id}-text-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {textError && (
          <p id={`${id}-text-error`} className={styles.fieldError}>
            {textError}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-files`}>Attachments (optional)</label>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept={accept}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${id}-files-error` : undefined}
          onChange={(event) => {
            setFiles([...(event.target.files ?? [])]);
            // Other files: a refusal of the previous ones no longer applies.
            reply.reset();
          }}
        />
        {fileError && (
          <p id={`${id}-files-error`} className={styles.fieldError}>
            {fileError}
          </p>
        )}
      </div>
      {reply.error && !textError && !fileError && (
        <Alert type="error" showIcon title="Your reply could not be sent. Please try again." />
      )}
      <div>
        <Button type="primary" htmlType="submit" loading={reply.isPending}>
          Send Reply
        </Button>
      </div>
    </form>
  );
}

function CloseButton({ kind, record }: { kind: ContactKind; record: ContactDetail }) {
  const queryClient = useQueryClient();
  const close = useMutation({
    mutationFn: () => closeContactRequest(kind, record.reference),
    onSuccess: () => refreshContact(queryClient, kind),
  });
  if (!record.can_close) return null;
  return (
    <>
      <Popconfirm
        title={`Close ${record.reference}?`}
        description="You will not be able to reply once it is closed."
        okText="Close it"
        cancelText="Keep it open"
        onConfirm={() => close.mutate()}
      >
        <Button loading={close.isPending}>Close {contactKindInfo[kind].singular}</Button>
      </Popconfirm>
      {close.error && <Alert type="error" showIcon title="It could not be closed. Please try again." />}
    </>
  );
}

/** /contact/{kind}/{reference}: the request's fields, its files, the conversation with a reply form, and Close. */
export function ContactItem({ kind, reference }: { kind: ContactKind; reference: string }) {
  const info = contactKindInfo[kind];
  const result = useQuery(contactKeys[kind].detail(reference));
  const record = result.data;
  const trail = [
    { label: 'Contact', href: contactOverviewPath },
    { label: info.title, href: contactListHref(kind) },
  ];
  return (
    <section aria-labelledby="contact-item-heading" aria-busy={result.isPending} className={styles.page}>
      <Breadcrumbs trail={trail} current={record?.reference ?? info.singular} />
      <h1 id="contact-item-heading" className={styles.title}>
        {record ? `${info.singular} ${record.reference}` : info.singular}
      </h1>
      <FirstLoad
        result={result}
        loading={`Loading the ${info.singular.toLowerCase()}`}
        failed={`We could not load this ${info.singular.toLowerCase()}`}
      />
      {record && (
        <div className={styles.cards}>
          <DetailSection id="contact-details" title="Details">
            <Facts
              facts={[
                ['Reference', record.reference],
                ['Status', <StatusBadge key="status" status={record.status} />],
                ['Category', record.category],
                ['Priority', record.priority],
                ['Related service or order', record.related_reference],
                ['Raised by', record.created_by],
                ['Raised', formatDateTime(record.created_at)],
                ['Last updated', formatDateTime(record.updated_at)],
              ]}
            />
            <CloseButton kind={kind} record={record} />
          </DetailSection>
          <DetailSection id="contact-description" title={record.subject}>
            <p className={styles.text}>{record.description}</p>
            {record.attachments.length === 0 ? (
              <None>No attachments.</None>
            ) : (
              <Files kind={kind} record={record.reference} files={record.attachments} />
            )}
          </DetailSection>
          <Conversation kind={kind} record={record} />
        </div>
      )}
    </section>
  );
}
