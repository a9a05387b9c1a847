import { useAuth } from '@/app/auth/auth-context';
import { useEnv } from '@/app/env-context';
import { LiveChatWidget } from '@/features/live-chat/live-chat-widget';

/** The live chat with the shell's configuration (the site id) and the signed-in user's ID token. */
export function LiveChatRoute() {
  const env = useEnv();
  const auth = useAuth();
  return <LiveChatWidget siteId={env.liveChat.siteId} idToken={auth.account()?.idToken} />;
}
