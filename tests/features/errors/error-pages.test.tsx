import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Link, Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  DeviceTimestampPage,
  ErrorPage,
  InvitationNotFoundPage,
  NotFoundPage,
  ServerErrorPage,
  UnauthorisedPage,
  UnderConstructionPage,
} from '@/features/errors/error-pages';
import { PreviousLocationProvider } from '@/features/errors/previous-location';
import { providerName } from '@/features/errors/standalone-frame';

function setReferrer(value: string) {
  Object.defineProperty(document, 'referrer', { value, configurable: true });
}

function renderAt(page: ReactElement, path = '/error-not-found') {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {page}
    </Router>,
  );
  return location;
}

afterEach(() => setReferrer(''));

describe('error pages', () => {
  it("shows 'Page Not Found' with the spec's explanation", () => {
    renderAt(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for does not seem to exist.")).toBeInTheDocument();
  });

  it('offers Go to Dashboard when there is no referrer, and goes to /', async () => {
    const location = renderAt(<NotFoundPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(location.history.at(-1)).toBe('/');
  });

  it('offers the section the user came from', async () => {
    setReferrer(`${window.location.origin}/support/incidents/12`);
    const location = renderAt(<UnauthorisedPage />, '/error-unauthorised');
    await userEvent.click(screen.getByRole('button', { name: 'Go to Support' }));
    expect(location.history.at(-1)).toBe('/support/incidents?page=1&limit=10&sort=updated_at&order=desc');
  });

  it('offers the section last visited inside the app, not the page the app was loaded from', async () => {
    // The app was opened from its dashboard; then the user went to an incident, then to a missing page.
    setReferrer(`${window.location.origin}/`);
    const location = memoryLocation({ path: '/support/incidents/12', record: true });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <PreviousLocationProvider>
          <Switch>
            <Route path="/error-not-found" component={NotFoundPage} />
            <Route>
              <Link href="/error-not-found">Broken link</Link>
            </Route>
          </Switch>
        </PreviousLocationProvider>
      </Router>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Broken link' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go to Support' }));
    expect(location.history.at(-1)).toBe('/support/incidents?page=1&limit=10&sort=updated_at&order=desc');
  });

  it('keeps the order type of the orders list last visited', async () => {
    const location = memoryLocation({ path: '/ordering/orders?type=ethernet', record: true });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <PreviousLocationProvider>
          <Switch>
            <Route path="/error-server-error" component={ServerErrorPage} />
            <Route>
              <Link href="/error-server-error">Fails</Link>
            </Route>
          </Switch>
        </PreviousLocationProvider>
      </Router>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Fails' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go to Ordering' }));
    expect(location.history.at(-1)).toContain('type=ethernet');
  });

  it('ignores a referrer from another site', () => {
    setReferrer('https://elsewhere.example/billing/invoices');
    renderAt(<ServerErrorPage />, '/error-server-error');
    expect(screen.getByRole('button', { name: 'Go to Dashboard' })).toBeInTheDocument();
  });

  it('shows the error description carried in the query on /error', () => {
    renderAt(<ErrorPage />, '/error?error=access_denied&error_description=Your%20account%20is%20blocked');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Your account is blocked')).toBeInTheDocument();
    expect(screen.getByText('Please speak to your account administrator.')).toBeInTheDocument();
  });

  it('apologises on /error when the query has no description', () => {
    renderAt(<ErrorPage />, '/error');
    expect(screen.getByText("We're sorry, something went wrong.")).toBeInTheDocument();
    expect(screen.getByText('Please speak to your account administrator.')).toBeInTheDocument();
  });

  it('tells the user to correct the device clock and sign in again', () => {
    renderAt(<DeviceTimestampPage />, '/error-device-timestamp');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/date and time/i);
    expect(screen.getByText(/correct your device's date and time, then sign in again/i)).toBeInTheDocument();
  });

  it('says which area is coming soon on the under-construction page', () => {
    renderAt(<UnderConstructionPage area="VOIP" />, '/error-under-construction');
    expect(screen.getByRole('heading', { level: 1, name: 'Under Construction' })).toBeInTheDocument();
    expect(screen.getByText(/VOIP is coming soon/)).toBeInTheDocument();
  });

  it('explains a missing invitation', () => {
    renderAt(<InvitationNotFoundPage />, '/error-invitation-not-found');
    expect(screen.getByRole('heading', { level: 1, name: 'Invitation Not Found' })).toBeInTheDocument();
  });

  it("shows the provider's name on the standalone page", () => {
    renderAt(<NotFoundPage />);
    expect(screen.getByRole('banner')).toHaveTextContent(providerName);
  });
});
