import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewPromptSlot } from '@/app/layout/review-prompt-slot';
import { feedbackMessages } from '@/contracts/feedback';
import { FeedbackDialog } from '@/features/feedback/feedback-dialog';
import { ReviewPrompt } from '@/features/feedback/review-prompt';
import { readUsage } from '@/features/feedback/review-usage';
import { freshUsage, reviewSnoozeMs } from '@/lib/review-prompt-rule';
import { renderAt } from '../contact/fixtures';
import {
  errorResponse,
  fetchCall,
  jsonResponse,
  networkFailure,
  type RecordedRequests,
  requestsOf,
  routeFetch,
  stubFetch,
} from '../support/http';

const bodyOf = (requests: RecordedRequests, index = 0) => requestsOf(requests)[index]?.json();

const receipt = { data: { id: 'fb_1', received_at: '2026-01-05T09:00:00.000Z' } };
const now = Date.parse('2026-01-05T09:00:00Z');
const due = { usage: { ...freshUsage, days: 5, lastDay: '2026-01-05' }, now };

beforeEach(() => window.localStorage.clear());

async function chooseArea(area: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'What is it about?' }));
  await userEvent.click(await screen.findByTitle(area));
}

describe('the Give feedback form', () => {
  it('says what is missing on Send and sends nothing', async () => {
    const requests = stubFetch(jsonResponse(201, receipt));
    renderAt(<FeedbackDialog openRequests={1} />, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText(feedbackMessages.area)).toBeInTheDocument();
    expect(screen.getByText(feedbackMessages.comment)).toBeInTheDocument();
    expect(requests).not.toHaveBeenCalled();
  });

  it('sends the area, comment, contact choice and page, then thanks the user', async () => {
    const requests = routeFetch({ 'POST /feedback': jsonResponse(201, receipt) });
    renderAt(<FeedbackDialog openRequests={1} />, '/ordering/orders');
    await screen.findByRole('dialog', { name: 'Give feedback' });
    await chooseArea('Ordering');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your feedback' }), 'Remember my filters');
    await userEvent.click(screen.getByRole('checkbox', { name: 'You may contact me about this feedback' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback')).toBeInTheDocument();
    expect(fetchCall(requests).url).toBe('https://portal.test/api/users/feedback');
    expect(await bodyOf(requests)).toEqual({
      area: 'Ordering',
      comment: 'Remember my filters',
      may_contact: true,
      route: '/ordering/orders',
    });
  });

  it('keeps everything typed when sending fails, and sends it again on Try again', async () => {
    const requests = stubFetch(networkFailure(), jsonResponse(201, receipt));
    renderAt(<FeedbackDialog openRequests={1} />, '/');
    await screen.findByRole('dialog', { name: 'Give feedback' });
    await chooseArea('Billing');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your feedback' }), 'Invoices load slowly');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('Invoices load slowly');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Thank you for your feedback')).toBeInTheDocument();
    expect(requests).toHaveBeenCalledTimes(2);
  });

  it("shows the sandbox's refusal on its field", async () => {
    routeFetch({
      'POST /feedback': jsonResponse(400, {
        error: {
          status: 400,
          code: 'validation_failed',
          message: 'Some fields are not valid',
          fields: { comment: ['Please keep it to 2,000 characters'] },
        },
      }),
    });
    renderAt(<FeedbackDialog openRequests={1} />, '/');
    await screen.findByRole('dialog', { name: 'Give feedback' });
    await chooseArea('Support');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your feedback' }), 'Too long, says the sandbox');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please keep it to 2,000 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your feedback' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the review widget', () => {
  it('asks, takes 4 stars and a comment, thanks the user and never asks again', async () => {
    const requests = routeFetch({ 'POST /reviews': jsonResponse(201, receipt) });
    renderAt(<ReviewPrompt userId="usr_1" {...due} />, '/support/incidents');
    expect(await screen.findByRole('region', { name: 'How would you rate the portal?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: '4 stars: very good' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Anything to add? (optional)' }), 'Clear');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you for your rating')).toBeInTheDocument();
    expect(await bodyOf(requests)).toEqual({ rating: 4, comment: 'Clear', route: '/support/incidents' });
    expect(readUsage('usr_1').stopped).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('snoozes for 30 days on Not now', async () => {
    renderAt(<ReviewPrompt userId="usr_1" {...due} />, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(readUsage('usr_1').snoozedUntil).toBe(now + reviewSnoozeMs);
  });

  it('keeps the stars when sending fails and says why', async () => {
    routeFetch({ 'POST /reviews': errorResponse(500, 'internal', 'Something went wrong') });
    renderAt(<ReviewPrompt userId="usr_1" {...due} />, '/');
    await userEvent.click(await screen.findByRole('radio', { name: '5 stars: excellent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('radio', { name: '5 stars: excellent' })).toBeChecked();
    expect(readUsage('usr_1').stopped).toBe(false);
  });

  it('is fetched by the layout on the fifth distinct day only', async () => {
    window.localStorage.setItem(
      'review-prompt:usr_2',
      JSON.stringify({ ...freshUsage, days: 4, lastDay: '2000-01-01' }),
    );
    window.localStorage.setItem(
      'review-prompt:usr_3',
      JSON.stringify({ ...freshUsage, days: 3, lastDay: '2000-01-01' }),
    );
    renderAt(<ReviewPromptSlot userId="usr_3" />, '/');
    // Nothing is counted or fetched until the page is first used.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(readUsage('usr_3').days).toBe(3);
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(readUsage('usr_3').days).toBe(4), { timeout: 3000 });
    expect(screen.queryByRole('region')).toBeNull();
    renderAt(<ReviewPromptSlot userId="usr_2" />, '/');
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(
      await screen.findByRole('region', { name: 'How would you rate the portal?' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(readUsage('usr_2').days).toBe(5);
  });
});
