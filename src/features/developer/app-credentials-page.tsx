import { credentialCreateMachine } from '@machines/credential-create.machine';
import { credentialRevokeMachine } from '@machines/credential-revoke.machine';
import { type CredentialTarget, credentialRotateMachine } from '@machines/credential-rotate.machine';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { Alert, Button, Checkbox, Form, Input, Modal, Space, Tag } from 'antd';
import { fromPromise } from 'xstate';
import { createAppCredential, revokeAppCredential, rotateAppCredential } from '@/api/developer';
import { FirstLoad } from '@/components/first-load';
import { type Column, ListTable } from '@/components/list-table';
import {
  type AppCredential,
  type CreateAppCredentialBody,
  type CredentialScope,
  credentialNameMax,
  credentialScopeLabels,
} from '@/contracts/developer';
import { formatDate } from '@/lib/dates';
import { inspectionOptions } from '@/lib/inspect';
import { badgeColours } from '@/lib/status-colours';
import { developerKeys, refreshCredentials } from './queries';
import { SecretReveal } from './secret-reveal';

const targetOf = (c: AppCredential): CredentialTarget => ({ id: c.id, name: c.name });

function columnsOf(act: (type: 'rotate' | 'revoke', c: AppCredential) => void, busy: boolean) {
  const columns: Column<AppCredential>[] = [
    { header: 'Name', cell: (row) => row.name },
    { header: 'Client ID', nowrap: true, cell: (row) => <code>{row.client_id}</code> },
    { header: 'Secret', nowrap: true, cell: (row) => <code>…{row.secret_hint}</code> },
    {
      header: 'Scopes',
      cell: (row) => (
        <Space size={4} wrap>
          {row.scopes.map((s) => (
            <Tag key={s}>{s}</Tag>
          ))}
        </Space>
      ),
    },
    { header: 'Created', nowrap: true, cell: (row) => `${formatDate(row.created_at)} by ${row.created_by}` },
    { header: 'Last used', nowrap: true, cell: (row) => (row.last_used_at ? formatDate(row.last_used_at) : 'Never') },
    {
      header: 'Status',
      nowrap: true,
      cell: (row) =>
        // The status badges' colours (src/lib/status-colours.ts), which pass WCAG AA where antd's presets do not.
        row.status === 'active' ? (
          <Tag color={badgeColours.green}>Active</Tag>
        ) : (
          <Tag color={badgeColours.gray}>Revoked {formatDate(row.revoked_at)}</Tag>
        ),
    },
    {
      header: 'Actions',
      nowrap: true,
      cell: (row) =>
        row.status === 'active' && (
          <Space size={4}>
            <Button
              size="small"
              disabled={busy}
              aria-label={`Rotate secret of ${row.name}`}
              onClick={() => act('rotate', row)}
            >
              Rotate secret
            </Button>
            <Button
              size="small"
              danger
              disabled={busy}
              aria-label={`Revoke ${row.name}`}
              onClick={() => act('revoke', row)}
            >
              Revoke
            </Button>
          </Space>
        ),
    },
  ];
  return columns;
}

/**
 * /developer-tools/app-credentials (spec 1 §2, developer flag and read:developer): the organisation's API credentials
 * (OAuth clients, client-credentials grant), created, rotated and revoked by machines/credential-*.machine.ts.
 */
export function AppCredentialsPage() {
  const queryClient = useQueryClient();
  const list = useQuery(developerKeys.credentials());
  const [form] = Form.useForm<CreateAppCredentialBody>();
  const [create, sendCreate] = useMachine(
    credentialCreateMachine.provide({
      actors: {
        create: fromPromise(async ({ input }) => {
          const answer = await createAppCredential(input);
          await refreshCredentials(queryClient);
          return answer;
        }),
      },
    }),
    inspectionOptions(),
  );
  const [rotate, sendRotate] = useMachine(
    credentialRotateMachine.provide({
      actors: {
        rotate: fromPromise(async ({ input }) => {
          const answer = await rotateAppCredential(input.id);
          await refreshCredentials(queryClient);
          return answer;
        }),
      },
    }),
    inspectionOptions(),
  );
  const [revoke, sendRevoke] = useMachine(
    credentialRevokeMachine.provide({
      actors: {
        revoke: fromPromise(async ({ input }) => {
          await revokeAppCredential(input.id);
          await refreshCredentials(queryClient);
        }),
      },
    }),
    inspectionOptions(),
  );
  const busy = create.hasTag('busy') || rotate.hasTag('busy') || revoke.hasTag('busy');
  const act = (type: 'rotate' | 'revoke', c: AppCredential) =>
    type === 'rotate' ? sendRotate({ type, credential: targetOf(c) }) : sendRevoke({ type, credential: targetOf(c) });
  const available = list.data?.available_scopes ?? [];
  const creating = !create.matches('idle');

  return (
    <section aria-labelledby="credentials-heading" aria-busy={busy || list.isFetching}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <h1 id="credentials-heading">API App Credentials</h1>
        <Button
          type="primary"
          disabled={busy || available.length === 0}
          onClick={() => {
            form.resetFields();
            sendCreate({ type: 'open' });
          }}
        >
          Create credential
        </Button>
      </Space>
      <p>
        Each credential is an OAuth client of your organisation: it obtains access tokens with the client-credentials
        grant at <code>{list.data?.token_endpoint ?? '/oidc/token'}</code> and reads only your organisation's data,
        within its scopes.
      </p>
      <div aria-live="polite">
        {revoke.context.done && (
          <Alert type="success" showIcon title={`${revoke.context.done.name} has been revoked`} />
        )}
      </div>
      {revoke.matches('failed') && (
        <Alert
          type="error"
          showIcon
          title={`${revoke.context.credential?.name} could not be revoked`}
          description={revoke.context.error}
          action={
            <Space>
              <Button size="small" onClick={() => sendRevoke({ type: 'retry' })}>
                Try again
              </Button>
              <Button size="small" onClick={() => sendRevoke({ type: 'cancel' })}>
                Cancel
              </Button>
            </Space>
          }
        />
      )}
      <FirstLoad result={list} loading="Loading credentials" failed="We could not load the credentials" />
      {list.data && (
        <ListTable
          caption="App credentials"
          columns={columnsOf(act, busy)}
          rows={list.data.data}
          rowKey={(row) => row.id}
          empty="No credentials yet"
        />
      )}

      <Modal
        open={creating}
        title={create.hasTag('secret') ? 'Credential created' : 'Create credential'}
        onCancel={() => sendCreate({ type: 'close' })}
        mask={{ closable: false }}
        destroyOnHidden
        footer={
          create.hasTag('secret')
            ? [
                <Button key="done" onClick={() => sendCreate({ type: 'close' })}>
                  Done
                </Button>,
              ]
            : [
                <Button key="cancel" onClick={() => sendCreate({ type: 'close' })} disabled={create.hasTag('busy')}>
                  Cancel
                </Button>,
                create.matches('failed') ? (
                  <Button key="retry" type="primary" onClick={() => sendCreate({ type: 'retry' })}>
                    Try again
                  </Button>
                ) : (
                  <Button key="create" type="primary" loading={create.hasTag('busy')} onClick={() => form.submit()}>
                    Create
                  </Button>
                ),
              ]
        }
      >
        {create.hasTag('secret') && create.context.created ? (
          <SecretReveal
            answer={create.context.created}
            copied={create.context.copied}
            onCopied={() => sendCreate({ type: 'secret.copied' })}
          />
        ) : (
          <Form
            form={form}
            layout="vertical"
            disabled={create.hasTag('busy')}
            onFinish={(values) => sendCreate({ type: 'submit', draft: values })}
            onValuesChange={() => create.matches('failed') && sendCreate({ type: 'edit' })}
          >
            {create.matches('failed') && <Alert type="error" showIcon title={create.context.error} />}
            <Form.Item
              name="name"
              label="Name"
              rules={[
                { required: true, whitespace: true, message: 'Please add a name to proceed' },
                { max: credentialNameMax, message: `Names are at most ${credentialNameMax} characters` },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="scopes"
              label="Scopes"
              rules={[{ required: true, type: 'array', min: 1, message: 'Please choose at least one scope' }]}
            >
              <Checkbox.Group
                options={available.map((s: CredentialScope) => ({
                  value: s,
                  label: `${s} (${credentialScopeLabels[s]})`,
                }))}
              />
            </Form.Item>
          </Form>
        )}
      </Modal>

      <Modal
        open={!rotate.matches('idle')}
        title={rotate.hasTag('secret') ? 'New secret' : 'Rotate secret'}
        onCancel={() => sendRotate({ type: rotate.hasTag('secret') ? 'close' : 'cancel' })}
        mask={{ closable: false }}
        destroyOnHidden
        footer={
          rotate.hasTag('secret')
            ? [
                <Button key="done" onClick={() => sendRotate({ type: 'close' })}>
                  Done
                </Button>,
              ]
            : [
                <Button key="cancel" onClick={() => sendRotate({ type: 'cancel' })} disabled={rotate.hasTag('busy')}>
                  Cancel
                </Button>,
                <Button
                  key="confirm"
                  type="primary"
                  loading={rotate.hasTag('busy')}
                  onClick={() => sendRotate({ type: rotate.matches('failed') ? 'retry' : 'confirm' })}
                >
                  {rotate.matches('failed') ? 'Try again' : 'Rotate secret'}
                </Button>,
              ]
        }
      >
        {rotate.hasTag('secret') && rotate.context.rotated ? (
          <SecretReveal
            answer={rotate.context.rotated}
            copied={rotate.context.copied}
            onCopied={() => sendRotate({ type: 'secret.copied' })}
          />
        ) : (
          <>
            {rotate.matches('failed') && <Alert type="error" showIcon title={rotate.context.error} />}
            <p>
              Rotate the secret of <strong>{rotate.context.credential?.name}</strong>? The current secret stops working
              at once; systems using it must be given the new one.
            </p>
          </>
        )}
      </Modal>

      <Modal
        open={revoke.matches('confirming') || revoke.matches('revoking')}
        title="Revoke credential"
        onCancel={() => sendRevoke({ type: 'cancel' })}
        mask={{ closable: !busy }}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={() => sendRevoke({ type: 'cancel' })} disabled={busy}>
            Cancel
          </Button>,
          <Button key="confirm" type="primary" danger loading={busy} onClick={() => sendRevoke({ type: 'confirm' })}>
            Revoke credential
          </Button>,
        ]}
      >
        <p>
          Revoke <strong>{revoke.context.credential?.name}</strong>? It can no longer obtain tokens and the tokens it
          holds are refused at once. This cannot be undone.
        </p>
      </Modal>
    </section>
  );
}
