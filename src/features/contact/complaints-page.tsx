import { ContactKindPage } from './contact-kind-page';

/** /contact/complaints, /create and /{reference} (spec 2 §2 Contact). */
export function ComplaintsPage({ userId }: { userId?: string | undefined }) {
  return <ContactKindPage kind="complaints" userId={userId} />;
}
