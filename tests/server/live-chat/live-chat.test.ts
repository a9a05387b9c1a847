import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChatConversations, liveChatMessages } from '../../../server/db/schema';
import { writeFlag } from '../../../server/domain/flags';
import { liveChatAcknowledgement, supportDeskName } from '../../../server/domain/live-chat/conversations';
import { orgByKey } from '../../../server/seed/organisations';
import { errorEnvelope } from '../../../src/contracts/errors';
import {
  liveChatMessages as chatMessages,
  liveChatConversationResponse,
  liveChatMessageMax,
  liveChatMessagesPerMinute,
} from '../../../src/contracts/live-chat';
import { drivers } from '../helpers/test-env';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';

const base = '/api/issues/v2/live-chat/conversations';
const agent = 'agent@skyline.example' as const;
const skyline = orgByKey('skyline');

describe.each(drivers)('Live chat with the support desk (%s)', (driver) => {
  let sandbox: TestSandbox;
  let auth: { authorization: string };

  beforeAll(async () => {
    sandbox = await createTestSandbox(driver);
    auth = await sandbox.authAs(agent);
  });
  afterAll(async () => sandbox?.close());

  const start = async (headers = auth, site_id = 'sandbox-live-chat') => {
    const res = await sandbox.app.inject({ method: 'POST', url: base, headers, payload: { site_id } });
    return res;
  };
  const send = (id: string, body: unknown, after?: number, headers = auth) =>
    sandbox.app.inject({
      method: 'POST',
      url: `${base}/${id}/messages${after === undefined ? '' : `?after=${after}`}`,
      headers,
      payload: body as Record<string, unknown>,
    });

  it('starts a conversation once and resumes it; the first message gets the desk’s acknowledgement', async () => {
    const first = await start();
    expect(first.statusCode, first.body).toBe(200);
    const started = liveChatConversationResponse.parse(first.json()).data;
    expect(started).toMatchObject({ site_id: 'sandbox-live-chat', messages: [], cursor: 0 });

    const again = liveChatConversationResponse.parse((await start()).json()).data;
    expect(again.conversation_id).toBe(started.conversation_id);

    const sent = await send(started.conversation_id, { body: '  Line down at the exchange?  ' });
    expect(sent.statusCode, sent.body).toBe(201);
    const afterSend = liveChatConversationResponse.parse(sent.json()).data;
    expect(afterSend.messages.map((m) => [m.author, m.author_name, m.body])).toEqual([
      ['user', 'Aisha Agent', 'Line down at the exchange?'],
      ['staff', supportDeskName, liveChatAcknowledgement],
    ]);

    // The second message gets no second acknowledgement; reading after the cursor answers only what is new.
    const second = liveChatConversationResponse.parse(
      (await send(started.conversation_id, { body: 'Ref SVC-1' }, afterSend.cursor)).json(),
    ).data;
    expect(second.messages.map((m) => m.body)).toEqual(['Ref SVC-1']);

    const polled = await sandbox.app.inject({
      method: 'GET',
      url: `${base}/${started.conversation_id}/messages?after=${second.cursor}`,
      headers: auth,
    });
    expect(polled.statusCode).toBe(200);
    expect(liveChatConversationResponse.parse(polled.json()).data).toMatchObject({
      messages: [],
      cursor: second.cursor,
    });
    const all = await sandbox.app.inject({
      method: 'GET',
      url: `${base}/${started.conversation_id}/messages`,
      headers: auth,
    });
    expect(liveChatConversationResponse.parse(all.json()).data.messages).toHaveLength(3);
  });

  it('refuses bad input with field errors: empty, too long, a bad site id, a bad cursor', async () => {
    const id = liveChatConversationResponse.parse((await start()).json()).data.conversation_id;
    const empty = await send(id, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(errorEnvelope.parse(empty.json()).error.fields).toEqual({ body: [chatMessages.empty] });
    const long = await send(id, { body: 'x'.repeat(liveChatMessageMax + 1) });
    expect(long.statusCode).toBe(400);
    expect(errorEnvelope.parse(long.json()).error.fields).toEqual({ body: [chatMessages.tooLong] });
    const site = await start(auth, 'no spaces/allowed');
    expect(site.statusCode).toBe(400);
    expect(errorEnvelope.parse(site.json()).error.fields).toEqual({ site_id: [chatMessages.siteId] });
    const cursor = await sandbox.app.inject({ method: 'GET', url: `${base}/${id}/messages?after=-1`, headers: auth });
    expect(cursor.statusCode).toBe(400);
    expect(errorEnvelope.parse(cursor.json()).error.fields).toHaveProperty('after');
    const extra = await send(id, { body: 'hi', author: 'staff' });
    expect(extra.statusCode).toBe(400);
  });

  it('answers 404 for another user’s conversation and another organisation’s', async () => {
    await sandbox.db.insert(liveChatConversations).values({
      id: 'lcc_OtherUser0000000',
      orgId: skyline.id,
      userId: 'usr_someone_else',
      siteId: 'sandbox-live-chat',
      createdAt: new Date(),
    });
    const read = await sandbox.app.inject({
      method: 'GET',
      url: `${base}/lcc_OtherUser0000000/messages`,
      headers: auth,
    });
    expect(read.statusCode).toBe(404);
    expect((await send('lcc_OtherUser0000000', { body: 'hello' })).statusCode).toBe(404);
    const stored = await sandbox.db
      .select()
      .from(liveChatMessages)
      .where(eq(liveChatMessages.conversationId, 'lcc_OtherUser0000000'));
    expect(stored).toEqual([]);

    // Northfibre is not in the sky view: no live chat at all (404, as if the routes did not exist).
    const north = await sandbox.authAs('admin@northfibre.example');
    expect((await start(north)).statusCode).toBe(404);
    // Switched into the sky view it gets a chat of its own, and still not Skyline's.
    await writeFlag(sandbox.db, orgByKey('northfibre').id, 'enableSkyServiceView', true);
    try {
      const own = await start(north);
      expect(own.statusCode).toBe(200);
      const mine = liveChatConversationResponse.parse((await start()).json()).data.conversation_id;
      expect(liveChatConversationResponse.parse(own.json()).data.conversation_id).not.toBe(mine);
      expect((await send(mine, { body: 'hi' }, undefined, north)).statusCode).toBe(404);
    } finally {
      await writeFlag(sandbox.db, orgByKey('northfibre').id, 'enableSkyServiceView', false);
    }
  });

  it('asks for a token (401) and limits how fast one user sends (429)', async () => {
    expect((await start({ authorization: '' })).statusCode).toBe(401);
    const id = liveChatConversationResponse.parse((await start()).json()).data.conversation_id;
    await sandbox.db.delete(liveChatMessages).where(eq(liveChatMessages.conversationId, id));
    for (let i = 0; i < liveChatMessagesPerMinute; i++) {
      expect((await send(id, { body: `message ${i}` })).statusCode).toBe(201);
    }
    const refused = await send(id, { body: 'one too many' });
    expect(refused.statusCode).toBe(429);
    expect(errorEnvelope.parse(refused.json()).error).toMatchObject({
      code: 'too_many_requests',
      message: chatMessages.tooMany,
    });
  });
});
