import { ContactKindPage } from './contact-kind-page';

/** /contact/request-information, /create and /{reference} (spec 2 §2 Contact). */
export function RequestInformationPage({ userId }: { userId?: string | undefined }) {
  return <ContactKindPage kind="request-information" userId={userId} />;
}
