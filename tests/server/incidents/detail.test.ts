import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceSandboxClock } from '../../../server/domain/incidents/clock';
import { commentResponse, incidentDetailResponse } from '../../../src/contracts/incidents';
import { msoIncidentResponse, msoIncidentsPage } from '../../../src/contracts/mso';
import { drivers } from '../helpers/test-env';
import { createIncidentSandbox, type IncidentSandbox, multipart, validIncidentFields } from './incident-sandbox';

describe.each(drivers)('incident detail, comments, clock progression and MSO (%s)', (driver) => {
  let sandbox: IncidentSandbox;
  beforeAll(async () => {
    sandbox = await createIncidentSandbox(driver);
  });
  afterAll(() => sandbox.close());

  const detail = async (key: string) => {
    const res = await sandbox.get(`/v2/incidents/${key}`);
    expect(res.statusCode, res.body).toBe(200);
    return incidentDetailResponse.parse(res.json()).data;
  };

  it('opens an incident by number or id, with its questions, comments of every source and service', async () => {
    const byNumber = await detail('INC0999001');
    const byId = await detail(byNumber.id);
    expect(byId.id).toBe(byNumber.id);
    expect(byNumber.questions.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6, 9]);
    expect(byNumber.comments.map((c) => c.comment_source)).toEqual(['SERVICE_NOW', 'API', 'PORTAL']);
    expect(byNumber.service).toEqual({ site: { city: 'Newcastle' }, active_mso_incident: null });
  });

  it('adds a portal comment that shows last and marks the incident updated', async () => {
    const res = await sandbox.post('/v2/incidents/comment/create', {
      incident_id: 'INC0999001',
      text: 'Engineer access from 8am',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = commentResponse.parse(res.json());
    expect(data).toMatchObject({ text: 'Engineer access from 8am', comment_source: 'PORTAL', name: 'Sam Support' });
    const after = await detail('INC0999001');
    expect(after.comments.at(-1)?.id).toBe(data.id);
    expect(after.updated_at).toBe(data.created_at);
  });

  it('refuses an empty or over-long comment with field errors', async () => {
    const empty = await sandbox.post('/v2/incidents/comment/create', { incident_id: 'INC0999001', text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.text).toEqual(['This field is required']);
    const long = await sandbox.post('/v2/incidents/comment/create', {
      incident_id: 'INC0999001',
      text: 'x'.repeat(4001),
    });
    expect(long.statusCode).toBe(400);
  });

  it('answers 404 to Harbour for a Northfibre incident, exactly as for a missing one, and stores no comment', async () => {
    const across = await sandbox.get('/v2/incidents/INC0999001', 'admin@harbour.example');
    const missing = await sandbox.get('/v2/incidents/INC0000000', 'admin@harbour.example');
    expect(across.statusCode).toBe(404);
    expect(across.json()).toEqual(missing.json());
    const before = (await detail('INC0999001')).comments.length;
    const comment = await sandbox.post(
      '/v2/incidents/comment/create',
      { incident_id: 'INC0999001', text: 'hello' },
      'admin@harbour.example',
    );
    expect(comment.statusCode).toBe(404);
    expect((await detail('INC0999001')).comments).toHaveLength(before);
  });

  it('moves a raised incident on by itself with the sandbox clock, adding SERVICE_NOW comments', async () => {
    const { payload, headers } = multipart(validIncidentFields('S1000013'));
    const created = await sandbox.app.inject({
      method: 'POST',
      url: '/api/incidents/v2/incidents',
      payload,
      headers: { ...headers, ...(await sandbox.authAs('support@northfibre.example')) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    expect((await detail(id)).status).toBe('New');

    await advanceSandboxClock(sandbox.db, 2 * 3_600_000);
    const moved = await detail(id);
    expect(moved.status).toBe('In Progress');
    expect(moved.comments.filter((c) => c.comment_source === 'SERVICE_NOW')).toHaveLength(1);

    await advanceSandboxClock(sandbox.db, 80 * 3_600_000);
    const closed = await detail(id);
    expect(closed.status).toBe('Closed');
    expect(closed.resolved_at).not.toBeNull();
    expect(closed.comments.filter((c) => c.comment_source === 'SERVICE_NOW').map((c) => c.text)).toHaveLength(3);
  });

  describe('MSO incidents', () => {
    it('lists 40 MSO incidents with quick stats starting from their statuses', async () => {
      const page = msoIncidentsPage.parse((await sandbox.get('/v2/mso-incidents?limit=100')).json());
      expect(page.total).toBe(40);
      const stats = (await sandbox.get('/v2/mso-incidents/quick-stats')).json().data;
      expect(stats.total_records).toBe(40);
    });

    it('opens one with comments and outages (service_reference, begin, end, duration) and takes a comment', async () => {
      const { data } = msoIncidentResponse.parse((await sandbox.get('/v2/mso-incidents/MSO0000001')).json());
      expect(data.outages.map((o) => o.service_reference)).toContain('S1000005');
      expect(data.outages.every((o) => o.end === null && o.duration > 0)).toBe(true);
      expect(data.comments.length).toBeGreaterThan(0);
      const res = await sandbox.post('/v2/mso-incidents/comment/create', {
        mso_incident_id: data.id,
        text: 'Any update?',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ text: 'Any update?', type: 'PORTAL' });
    });

    it("hides another organisation's MSO incident and the one without details", async () => {
      expect((await sandbox.get('/v2/mso-incidents/MSO0000001', 'admin@harbour.example')).statusCode).toBe(404);
      expect((await sandbox.get('/v2/mso-incidents/MSO0999999')).statusCode).toBe(404);
    });
  });
});
