import { describe, expect, it } from 'vitest';
import { busPayloads, EventTooLarge, maxNotifyBytes } from '../../../server/realtime/bus';

const channels = (n: number) =>
  Array.from({ length: n }, (_, i) => `private-notifications-${1000 + i}-${'u'.repeat(120)}`);

describe('the channel bus payloads (PostgreSQL NOTIFY: under 8000 bytes each)', () => {
  it('sends a small event as one payload', () => {
    expect(busPayloads({ channels: channels(2), event: 'new_1000', data: '{}' })).toHaveLength(1);
  });

  it('splits a long channel list over several payloads, each under the limit, every channel once', () => {
    const all = channels(100);
    const payloads = busPayloads({ channels: all, event: 'new_1000', data: 'x'.repeat(2_000) });
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(maxNotifyBytes);
    expect(payloads.flatMap((p) => JSON.parse(p).channels)).toEqual(all);
  });

  it('refuses an event whose data does not fit even with one channel', () => {
    expect(() => busPayloads({ channels: channels(1), event: 'e', data: 'x'.repeat(maxNotifyBytes) })).toThrow(
      EventTooLarge,
    );
  });
});
