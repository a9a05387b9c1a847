import { Button } from 'antd';
import { useToasts } from '@/components/toasts';

/** The invitation's link as the invitee opens it: the sandbox answers it relative to the portal when unconfigured. */
export const absoluteInvitationUrl = (url: string) => new URL(url, window.location.origin).toString();

/** Copies an invitation's link for the Admin to pass on (the sandbox mails it too); says so when done. */
export function CopyInvitationLink({ url, email, size }: { url: string; email: string; size?: 'small' }) {
  const { notification } = useToasts();
  return (
    <Button
      size={size}
      aria-label={`Copy link for the invitation to ${email}`}
      onClick={() =>
        navigator.clipboard.writeText(absoluteInvitationUrl(url)).then(
          () => notification.success({ title: 'Invitation link copied' }),
          () => notification.error({ title: 'The link could not be copied: select it and copy it instead' }),
        )
      }
    >
      Copy link
    </Button>
  );
}
