import { inviteUserMachine } from '@machines/invite-user.machine';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { Alert, Button, Checkbox, Input, Result, Tag } from 'antd';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { inviteUser } from '@/api/invitations';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { LoadingLines } from '@/components/loading-lines';
import { inspectionOptions } from '@/lib/inspect';
import { sectionPaths } from '@/lib/section-paths';
import { roleColour } from '@/lib/status-colours';
import { absoluteInvitationUrl, CopyInvitationLink } from './invitation-link';
import styles from './invite.module.css';
import { invitationKeys, refreshInvitations, usersKeys } from './queries';
import { roleDescriptions } from './role-info';

const trail = [{ label: 'User Management', href: sectionPaths.users.getHref() }];
/** aria props of a field: invalid and described by its message. */
const described = (id: string, error: string | undefined) =>
  ({ 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined }) as const;

/**
 * /user-management/invite (Admins, spec 1 §3, §5, §6): the address and at least one role, sent by
 * machines/invite-user.machine.ts. An address with a pending invitation is said to be re-sent; one with an account is
 * refused by the sandbox (409) on the e-mail field. Once sent: the link with Copy, the invitations list, invite another.
 */
export function InvitePage() {
  const queryClient = useQueryClient();
  const roles = useQuery(usersKeys.roles());
  const invitations = useQuery(invitationKeys.list());
  const [snapshot, send] = useMachine(
    inviteUserMachine.provide({
      actors: {
        sendInvite: fromPromise(async ({ input }) => {
          const sent = await inviteUser(input.email, input.roles);
          await refreshInvitations(queryClient);
          return sent;
        }),
      },
    }),
    inspectionOptions(),
  );
  const { email, fieldErrors, error, sent } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const editable = snapshot.matches('editing') || snapshot.matches('refused');
  const pending = invitations.data?.find(
    (invitation) => invitation.invitee.email.toLowerCase() === email.trim().toLowerCase(),
  );
  const emailError = fieldErrors.email?.[0];
  const rolesError = fieldErrors.roles?.[0];

  return (
    <section aria-labelledby="invite-heading" aria-busy={busy} className={styles.page}>
      <Breadcrumbs trail={trail} current="Invite user" />
      <h1 id="invite-heading" className={styles.title}>
        Invite user
      </h1>
      {snapshot.matches('sent') && sent ? (
        <Result
          status="success"
          title={<h2 className={styles.title}>Invitation sent to {sent.invitee.email}</h2>}
          subTitle="The invitation mail with this link is in your sandbox outbox. The link works once, until it expires."
          extra={
            <div className={styles.page}>
              <p className={styles.link}>{absoluteInvitationUrl(sent.invitation_url)}</p>
              <div className={styles.buttons}>
                <CopyInvitationLink url={sent.invitation_url} email={sent.invitee.email} />
                <Link href={sectionPaths.invitations.getHref()}>View invitations</Link>
                <Button onClick={() => send({ type: 'another' })}>Invite another</Button>
              </div>
            </div>
          }
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
          <p className={styles.hint}>
            The colleague receives a link to choose their name and password; they sign in with the roles you give them.
          </p>
          <div className={styles.field}>
            <label htmlFor="invite-email">Email</label>
            <Input
              id="invite-email"
              type="email"
              autoComplete="off"
              value={email}
              disabled={!editable}
              status={emailError ? 'error' : undefined}
              onChange={(event) => send({ type: 'email.change', value: event.target.value })}
              {...described('invite-email', emailError)}
            />
            {emailError && (
              <p id="invite-email-error" className={styles.fieldError} role="alert">
                {emailError}
              </p>
            )}
            {pending && !emailError && (
              <p className={styles.hint} role="status">
                An invitation to this address is pending: sending it again gives a new link and expiry, and the old link
                stops working.
              </p>
            )}
          </div>
          <fieldset className={styles.roles} {...described('invite-roles', rolesError)}>
            <legend>Roles</legend>
            {roles.isPending ? (
              <LoadingLines label="Loading roles" lines={3} />
            ) : roles.isError ? (
              <Alert
                type="error"
                showIcon
                title="We could not load the roles"
                action={<Button onClick={() => roles.refetch()}>Retry</Button>}
              />
            ) : (
              <Checkbox.Group
                className={styles.roleChoices}
                value={snapshot.context.roles}
                disabled={!editable}
                onChange={(values) => send({ type: 'roles.change', roles: values.map(String) })}
              >
                {roles.data.map((role) => (
                  <Checkbox key={role.id} value={role.id}>
                    <Tag color={roleColour(role.name)}>{role.name}</Tag> {roleDescriptions[role.name]}
                  </Checkbox>
                ))}
              </Checkbox.Group>
            )}
            {rolesError && (
              <p id="invite-roles-error" className={styles.fieldError} role="alert">
                {rolesError}
              </p>
            )}
          </fieldset>
          {snapshot.matches('failed') && (
            <Alert
              type="error"
              showIcon
              title="The invitation could not be sent"
              description={error}
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
          <div className={styles.buttons}>
            <Button type="primary" htmlType="submit" loading={busy} disabled={!snapshot.can({ type: 'submit' })}>
              Send invitation
            </Button>
            <Link href={sectionPaths.invitations.getHref()}>View invitations</Link>
          </div>
        </form>
      )}
    </section>
  );
}
