import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { reportError } from '@/api/monitoring';
import { ErrorResult } from './error-result';

export function NotFoundPage() {
  return (
    <ErrorResult status="404" title="Page Not Found">
      The page you're looking for does not seem to exist.
    </ErrorResult>
  );
}

/** Pages the main layout also shows in place of a route take `embedded`, so they don't add a second frame. */
interface EmbeddableProps {
  embedded?: boolean;
}

export function UnauthorisedPage({ embedded }: EmbeddableProps) {
  return (
    <ErrorResult status="403" title="Unauthorised" embedded={embedded}>
      You do not have permission to view this page. If you think you should, please speak to your account administrator.
    </ErrorResult>
  );
}

/**
 * Spec 3 §1: which product families an organisation may order comes from the provider. A funnel of a family the
 * organisation may not order is refused at its address, before anything is typed, saying why.
 */
export function ProductFamilyRefusedPage({ family, embedded }: EmbeddableProps & { family: string }) {
  return (
    <ErrorResult status="403" title={`${family} ordering is not available`} embedded={embedded}>
      Your organisation cannot order {family} products. If you think it should, please speak to your account
      administrator.
    </ErrorResult>
  );
}

/** An error page reached is an error monitoring should hear of (spec 1 §1), once per visit. */
function useReportErrorPage(name: string, message: string) {
  useEffect(() => {
    const error = new Error(message);
    error.name = name;
    void reportError(error);
  }, [name, message]);
}

export function ServerErrorPage() {
  useReportErrorPage('ServerErrorPage', 'The server error page was shown');
  return (
    <ErrorResult status="500" title="Server Error">
      Something went wrong on our side and your request could not be completed. Please try again in a few minutes.
    </ErrorResult>
  );
}

export function UnderConstructionPage({ area, embedded }: EmbeddableProps & { area?: string }) {
  return (
    <ErrorResult status="info" title="Under Construction" embedded={embedded}>
      {area ? `${area} is coming soon.` : 'This page is coming soon.'} Please check back later.
    </ErrorResult>
  );
}

export function InvitationNotFoundPage() {
  return (
    <ErrorResult status="404" title="Invitation Not Found">
      This invitation does not exist or has expired. Please ask your account administrator to send you a new invitation.
    </ErrorResult>
  );
}

export function DeviceTimestampPage() {
  return (
    <ErrorResult status="warning" title="Check Your Device's Date and Time">
      Your device's clock appears to be wrong, so your sign-in could not be verified. Please correct your device's date
      and time, then sign in again.
    </ErrorResult>
  );
}

/** /error: identity errors arrive here with their original query (spec §8), error_description included. */
export function ErrorPage() {
  const query = new URLSearchParams(useSearch());
  const description = query.get('error_description');
  useReportErrorPage('IdentityErrorPage', `${query.get('error') ?? 'error'}: ${description ?? 'no description'}`);
  return (
    <ErrorResult status="error" title="Something Went Wrong">
      <p>{description || "We're sorry, something went wrong."}</p>
      <p>Please speak to your account administrator.</p>
    </ErrorResult>
  );
}
