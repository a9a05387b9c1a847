import { useQuery } from '@tanstack/react-query';
import { Result, Spin } from 'antd';
import { HttpError } from '@/api/http';
import { missingUnsubscribeIdMessage } from '@/api/unsubscribe';
import { unsubscribeKeys } from './queries';

const pageStyle = { maxWidth: 640, margin: '0 auto', padding: '64px 24px' } as const;
// Result puts its title in a div; an h1 keeps the page's outline.
const headingStyle = { font: 'inherit', color: 'inherit', margin: 0 } as const;

/** Only the missing id and the sandbox's 404 carry a message meant for the reader; others get a plain one. */
function failureMessage(error: Error): string {
  if (error.message === missingUnsubscribeIdMessage) return error.message;
  if (error instanceof HttpError && error.status === 404) return error.message;
  if (error instanceof HttpError && error.status < 500) {
    return 'This unsubscribe link is not valid. Please check you used the whole link from the e-mail.';
  }
  return 'Something went wrong on our side. Please try the link again later.';
}

/** /unsubscribe/{id}: ends an e-mail subscription straight from the link, signed in or not. */
export function UnsubscribePage({ id }: { id?: string }) {
  const { data, error, isPending } = useQuery(unsubscribeKeys.link(id));

  if (isPending) {
    return (
      <main style={pageStyle} aria-busy="true">
        <Result icon={<Spin size="large" />} title={<h1 style={headingStyle}>Unsubscribing…</h1>} />
      </main>
    );
  }
  if (error) {
    return (
      <main style={pageStyle}>
        <Result
          status="error"
          title={<h1 style={headingStyle}>We could not unsubscribe you</h1>}
          subTitle={<span role="alert">{failureMessage(error)}</span>}
        />
      </main>
    );
  }
  return (
    <main style={pageStyle}>
      <Result
        status="success"
        title={<h1 style={headingStyle}>You have been unsubscribed</h1>}
        subTitle={
          <>
            <strong>{data.email}</strong> will no longer receive <strong>{data.topic}</strong> e-mails.
          </>
        }
      />
    </main>
  );
}
