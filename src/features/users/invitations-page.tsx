import { type InvitationTarget, invitationActionMachine } from '@machines/invitation-action.machine';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { Alert, Button, Modal, Tag } from 'antd';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { deleteInvitation, inviteUser } from '@/api/invitations';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { FirstLoad } from '@/components/first-load';
import { type Column, ListTable } from '@/components/list-table';
import { StatusBadge } from '@/components/status-badge';
import type { Invitation } from '@/contracts/user-management';
import { formatDateTime } from '@/lib/dates';
import { inspectionOptions } from '@/lib/inspect';
import { sectionPaths } from '@/lib/section-paths';
import { roleColour } from '@/lib/status-colours';
import { CopyInvitationLink } from './invitation-link';
import styles from './invite.module.css';
import { invitationKeys, refreshInvitations } from './queries';

const trail = [{ label: 'User Management', href: sectionPaths.users.getHref() }];
const targetOf = (invitation: Invitation): InvitationTarget => ({
  id: invitation.invitation_id,
  email: invitation.invitee.email,
  roles: invitation.roles.map((role) => role.id),
});
const statusLabel = { pending: 'Pending', expired: 'Expired' } as const;

function columnsOf(act: (type: 'resend' | 'delete', invitation: Invitation) => void, busy: boolean) {
  const columns: Column<Invitation>[] = [
    { header: 'Email', cell: (row) => row.invitee.email },
    {
      header: 'Roles',
      cell: (row) => (
        <span className={styles.badges}>
          {row.roles.map((role) => (
            <Tag key={role.id} color={roleColour(role.name)}>
              {role.name}
            </Tag>
          ))}
        </span>
      ),
    },
    { header: 'Status', nowrap: true, cell: (row) => <StatusBadge status={statusLabel[row.status]} /> },
    { header: 'Expires', nowrap: true, cell: (row) => formatDateTime(row.expires_at) },
    { header: 'Invited by', cell: (row) => row.inviter.name },
    {
      header: 'Actions',
      nowrap: true,
      cell: (row) => (
        <span className={styles.buttons}>
          <CopyInvitationLink size="small" url={row.invitation_url} email={row.invitee.email} />
          <Button
            size="small"
            disabled={busy}
            aria-label={`Resend the invitation to ${row.invitee.email}`}
            onClick={() => act('resend', row)}
          >
            Resend
          </Button>
          <Button
            size="small"
            danger
            disabled={busy}
            aria-label={`Delete the invitation to ${row.invitee.email}`}
            onClick={() => act('delete', row)}
          >
            Delete
          </Button>
        </span>
      ),
    },
  ];
  return columns;
}

/**
 * /user-management/invitations (Admins, spec 1 §2, §3): the organisation's open invitations with status, expiry
 * (dd/MM/yyyy, HH:mm), inviter and roles; Copy link, Resend (the same address and roles invited again: a new link and
 * expiry) and Delete (asked first, naming the address) by machines/invitation-action.machine.ts.
 */
export function InvitationsPage() {
  const queryClient = useQueryClient();
  const list = useQuery(invitationKeys.list());
  const [snapshot, send] = useMachine(
    invitationActionMachine.provide({
      actors: {
        act: fromPromise(async ({ input }) => {
          if (input.kind === 'delete') await deleteInvitation(input.invitation.id);
          else await inviteUser(input.invitation.email, input.invitation.roles);
          await refreshInvitations(queryClient);
        }),
      },
    }),
    inspectionOptions(),
  );
  const { invitation, error, done } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const act = (type: 'resend' | 'delete', row: Invitation) => send({ type, invitation: targetOf(row) });

  return (
    <section aria-labelledby="invitations-heading" aria-busy={busy || list.isFetching} className={styles.page}>
      <Breadcrumbs trail={trail} current="Invitations" />
      <div className={styles.toolbar}>
        <h1 id="invitations-heading" className={styles.title}>
          Invitations
        </h1>
        <Link href={sectionPaths.invite.getHref()}>Invite user</Link>
      </div>
      <div aria-live="polite">
        {done && (
          <Alert
            type="success"
            showIcon
            title={
              done.kind === 'delete'
                ? `The invitation to ${done.invitation.email} has been deleted`
                : `The invitation to ${done.invitation.email} has been sent again`
            }
          />
        )}
      </div>
      {snapshot.matches('failed') && invitation && (
        <Alert
          type="error"
          showIcon
          title={`The invitation to ${invitation.email} could not be ${snapshot.context.kind === 'delete' ? 'deleted' : 'sent again'}`}
          description={error}
          action={
            <span className={styles.buttons}>
              <Button size="small" onClick={() => send({ type: 'retry' })}>
                Try again
              </Button>
              <Button size="small" onClick={() => send({ type: 'cancel' })}>
                Cancel
              </Button>
            </span>
          }
        />
      )}
      <FirstLoad result={list} loading="Loading invitations" failed="We could not load the invitations" />
      {list.data && (
        <ListTable
          caption="Invitations"
          columns={columnsOf(act, busy)}
          rows={list.data}
          rowKey={(row) => row.invitation_id}
          empty="No open invitations"
        />
      )}
      <Modal
        open={snapshot.matches('confirming') || (snapshot.matches('sending') && snapshot.context.kind === 'delete')}
        title="Delete invitation"
        onCancel={() => send({ type: 'cancel' })}
        mask={{ closable: !busy }}
        footer={[
          <Button key="cancel" onClick={() => send({ type: 'cancel' })} disabled={busy}>
            Cancel
          </Button>,
          <Button key="confirm" type="primary" danger loading={busy} onClick={() => send({ type: 'confirm' })}>
            Delete invitation
          </Button>,
        ]}
      >
        <p>
          Delete the invitation to <strong>{invitation?.email}</strong>? Its link stops working; you can invite the
          address again later.
        </p>
      </Modal>
    </section>
  );
}
