import { apiSupportTicketMachine } from '@machines/api-support-ticket.machine';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { Alert, Button, Form, Input, Modal, Result, Select } from 'antd';
import { type ReactNode, useEffect, useId } from 'react';
import { fromPromise } from 'xstate';
import { sendApiSupportTicket } from '@/api/developer';
import {
  type ApiTicketCategory,
  apiTicketCategories,
  apiTicketDescriptionMax,
  apiTicketSubjectMax,
} from '@/contracts/developer';
import { inspectionOptions } from '@/lib/inspect';
import { developerKeys } from './queries';

const categoryOptions = apiTicketCategories.map((c) => ({ value: c, label: c }));

/**
 * Developer Tools > API Support Ticket (spec 1 §2, developer flag and read:developer): a question about the API to the
 * provider's developer support, driven by machines/api-support-ticket.machine.ts. The layout counts the developer's
 * requests to open it; each opens the form with whatever they typed before and did not send. Its code loads on the
 * first request only.
 */
export function ApiSupportTicketDialog({ openRequests }: { openRequests: number }) {
  const id = useId();
  const [snapshot, send] = useMachine(
    apiSupportTicketMachine.provide({
      actors: { sendTicket: fromPromise(({ input }) => sendApiSupportTicket(input)) },
    }),
    inspectionOptions(),
  );
  useEffect(() => {
    if (openRequests > 0) send({ type: 'open' });
  }, [openRequests, send]);
  // The organisation's credentials, so a question can name the one it is about.
  const credentials = useQuery({ ...developerKeys.credentials(), enabled: snapshot.hasTag('open') });
  const credentialOptions = [
    { value: '', label: 'None: a general question' },
    ...(credentials.data?.data ?? [])
      .filter((c) => c.status === 'active')
      .map((c) => ({ value: c.client_id, label: `${c.name} (${c.client_id})` })),
  ];

  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const failed = snapshot.matches('failed');
  const sent = snapshot.matches('sent');
  const editable = snapshot.matches('editing');
  const close = () => send({ type: 'close' });
  const errorOf = (field: string) => context.fieldErrors[field]?.[0];
  /** A field's label, control and message, the message named by the control. */
  const field = (name: string, label: string, control: (a11y: object) => ReactNode, required = true) => {
    const error = errorOf(name);
    return (
      <Form.Item
        label={label}
        htmlFor={`${id}-${name}`}
        required={required}
        validateStatus={error ? 'error' : undefined}
        help={
          error ? (
            <span id={`${id}-${name}-error`} role="alert">
              {error}
            </span>
          ) : undefined
        }
      >
        {control({
          id: `${id}-${name}`,
          disabled: !editable,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-${name}-error` : undefined,
        })}
      </Form.Item>
    );
  };

  return (
    <Modal
      open={snapshot.hasTag('open')}
      title="API Support Ticket"
      onCancel={close}
      mask={{ closable: !busy }}
      closable={!busy}
      keyboard={!busy}
      footer={
        sent
          ? [
              <Button key="close" type="primary" onClick={close}>
                Close
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close} disabled={busy}>
                Cancel
              </Button>,
              failed ? (
                <Button key="retry" type="primary" onClick={() => send({ type: 'retry' })}>
                  Try again
                </Button>
              ) : (
                <Button key="send" type="primary" loading={busy} onClick={() => send({ type: 'submit' })}>
                  Send ticket
                </Button>
              ),
            ]
      }
    >
      {sent ? (
        <Result
          status="success"
          title={`Ticket ${context.sent?.reference ?? ''} sent`}
          subTitle="Our developer support team answers API tickets within one working day, by e-mail."
        />
      ) : (
        <Form layout="vertical" component="form" aria-busy={busy} onFinish={() => send({ type: 'submit' })}>
          <p>A question about the API: authentication, limits, errors or the documentation.</p>
          {field('category', 'What is it about?', (a11y) => (
            <Select<ApiTicketCategory>
              {...a11y}
              value={context.category ?? undefined}
              placeholder="Choose a category"
              options={categoryOptions}
              onChange={(category) => send({ type: 'category.change', category })}
            />
          ))}
          {field('subject', 'Subject', (a11y) => (
            <Input
              {...a11y}
              value={context.subject}
              maxLength={apiTicketSubjectMax}
              onChange={(e) => send({ type: 'field.change', name: 'subject', value: e.target.value })}
            />
          ))}
          {field('description', 'Describe the problem', (a11y) => (
            <Input.TextArea
              {...a11y}
              value={context.description}
              rows={5}
              maxLength={apiTicketDescriptionMax}
              showCount
              placeholder="What you called, what you expected and what came back (request id, status, time)"
              onChange={(e) => send({ type: 'field.change', name: 'description', value: e.target.value })}
            />
          ))}
          {field(
            'client_id',
            'Credential (optional)',
            (a11y) => (
              <Select<string>
                {...a11y}
                value={context.client_id}
                options={credentialOptions}
                loading={credentials.isPending}
                onChange={(value) => send({ type: 'field.change', name: 'client_id', value })}
              />
            ),
            false,
          )}
          {failed && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={context.error}
              action={
                <Button size="small" onClick={() => send({ type: 'edit' })}>
                  Edit
                </Button>
              }
            />
          )}
        </Form>
      )}
    </Modal>
  );
}
