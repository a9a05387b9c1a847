import { useRoute } from 'wouter';
import { LoadingLines } from '@/components/loading-lines';
import type { ContactKind } from '@/contracts/contact';
import { ContactCreate } from './contact-create';
import { ContactItem } from './contact-item';
import { ContactList } from './contact-list';
import { contactPath } from './links';

/** One kind's pages under one mount: the list, /create and /{reference}, read from the address. */
export function ContactKindPage({ kind, userId }: { kind: ContactKind; userId: string | undefined }) {
  const [creating] = useRoute(`${contactPath(kind)}/create`);
  const [onItem, params] = useRoute<{ id: string }>(`${contactPath(kind)}/:id`);
  if (creating) {
    // The draft is the user's: wait for the shell to know who that is.
    return userId ? (
      <ContactCreate key={kind} kind={kind} userId={userId} />
    ) : (
      <LoadingLines label="Loading the form" />
    );
  }
  if (onItem && params) return <ContactItem key={params.id} kind={kind} reference={params.id} />;
  return <ContactList kind={kind} />;
}
