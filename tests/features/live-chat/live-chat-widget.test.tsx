import { liveChatNotStarted } from '@machines/live-chat.machine';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LiveChatWidget } from '@/features/live-chat/live-chat-widget';
import { jsonResponse, requestsOf, routeFetch } from '../support/http';

const conversations = '/api/issues/v2/live-chat/conversations';
const id = 'lcc_AAAAAAAAAAAAAAAA';
const conversation = (messages: unknown[], cursor: number) =>
  jsonResponse(200, { data: { conversation_id: id, site_id: 'sky-site', messages, cursor } });
const mine = {
  id: 'lcm_1',
  author: 'user',
  author_name: 'Aisha Agent',
  body: 'Is there an outage in Leeds?',
  sent_at: '2026-11-28T10:00:00.000Z',
};
const ack = {
  id: 'lcm_2',
  author: 'staff',
  author_name: 'Support desk',
  body: 'Thanks for your message: a support agent has it and will reply here.',
  sent_at: '2026-11-28T10:00:00.000Z',
};

describe('Live chat widget', () => {
  it.each([
    [{ siteId: undefined, idToken: 'id.token' }, liveChatNotStarted.siteId],
    [{ siteId: 'sky-site', idToken: undefined }, liveChatNotStarted.idToken],
  ])('is not started without a site id or an ID token, and logs why (%o)', (props, logged) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const requests = routeFetch({});
    const { container } = render(<LiveChatWidget {...props} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Live chat' })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(logged);
    expect(requests).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('opens from the launcher, sends with Enter, shows the desk’s reply, and closes with Escape', async () => {
    const user = userEvent.setup();
    const requests = routeFetch({
      [`POST ${conversations}`]: conversation([], 0),
      [`POST ${conversations}/${id}/messages`]: conversation([mine, ack], 2),
    });
    render(<LiveChatWidget siteId="sky-site" idToken="id.token" />);
    await user.click(screen.getByRole('button', { name: 'Live chat' }));
    const panel = await screen.findByRole('dialog', { name: 'Live chat with support' });
    const input = await within(panel).findByLabelText('Message');
    await waitFor(() => expect(input).toHaveFocus());
    expect(within(panel).getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.type(input, 'Is there an outage in Leeds?{Enter}');
    const log = within(panel).getByRole('list', { name: 'Messages' });
    expect(await within(log).findByText(ack.body)).toBeInTheDocument();
    expect(within(log).getByText(mine.body)).toBeInTheDocument();
    expect(within(log).getByText('Support desk, 28/11/2026, 10:00')).toBeInTheDocument();
    expect(within(log).getByText('You, 28/11/2026, 10:00')).toBeInTheDocument();
    expect(input).toHaveValue('');

    const [start, sent] = requestsOf(requests);
    expect(await start?.json()).toEqual({ site_id: 'sky-site' });
    expect(new URL(sent?.url ?? '').searchParams.get('after')).toBe('0');
    expect(await sent?.json()).toEqual({ body: 'Is there an outage in Leeds?' });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Live chat' })).toHaveFocus());
  });

  it('keeps the draft and says why when a message is refused', async () => {
    const user = userEvent.setup();
    routeFetch({
      [`POST ${conversations}`]: conversation([], 0),
      [`POST ${conversations}/${id}/messages`]: jsonResponse(429, {
        error: {
          status: 429,
          code: 'too_many_requests',
          message: 'You are sending messages too quickly: wait a minute and try again',
        },
      }),
    });
    render(<LiveChatWidget siteId="sky-site" idToken="id.token" />);
    await user.click(screen.getByRole('button', { name: 'Live chat' }));
    const input = await screen.findByLabelText('Message');
    await user.type(input, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are sending messages too quickly');
    expect(input).toHaveValue('Hello');
  });

  it('offers to try again when the chat cannot be started', async () => {
    const user = userEvent.setup();
    let calls = 0;
    routeFetch({
      [`POST ${conversations}`]: () => {
        calls += 1;
        return calls === 1 ? Response.error() : conversation([ack], 1);
      },
    });
    render(<LiveChatWidget siteId="sky-site" idToken="id.token" />);
    await user.click(screen.getByRole('button', { name: 'Live chat' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(ack.body)).toBeInTheDocument();
  });
});
