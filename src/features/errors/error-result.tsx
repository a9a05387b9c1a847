import type { ResultProps } from 'antd';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { usePreviousLocation } from './previous-location';
import { sectionForLocation, sectionForReferrer } from './referrer-section';
import { StandaloneFrame } from './standalone-frame';

// Result renders its title in a div; an h1 keeps the page's outline, styled as the title was.
const headingStyle = { font: 'inherit', color: 'inherit', margin: 0 } as const;

interface ErrorResultProps {
  status: ResultProps['status'];
  title: string;
  children: ReactNode;
  /** Inside the main layout, which already has the header and the main landmark. */
  embedded?: boolean | undefined;
}

/** One error page: an antd Result with an h1 and a way back to where the user came from. */
export function ErrorResult({ status, title, children, embedded }: ErrorResultProps) {
  const [, navigate] = useLocation();
  const previous = usePreviousLocation();
  // The app's own last location; the referrer only on the first page of a visit (e.g. after a redirect to this page).
  const section = previous
    ? sectionForLocation(previous)
    : sectionForReferrer(document.referrer, window.location.origin);
  const result = (
    <Result
      status={status}
      title={<h1 style={headingStyle}>{title}</h1>}
      subTitle={children}
      extra={
        <Button type="primary" onClick={() => navigate(section.href)}>
          Go to {section.label}
        </Button>
      }
    />
  );
  return embedded ? result : <StandaloneFrame>{result}</StandaloneFrame>;
}
