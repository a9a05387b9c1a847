import { liveSessionList, liveTicket } from '@/contracts/flow-viewer';
import { request } from './http';

/**
 * The flow viewer's live sessions on the sandbox (server/http/flow-viewer/live-routes.ts): the portal opens one for
 * its page with ?inspect=local; the viewer lists those its user may watch and asks to watch one. `base` is the flow
 * viewer's API (VITE_FLOW_VIEWER_API_URL, /api/flows on the sandbox).
 */
export function flowViewerLiveApi(base: string) {
  const live = { base: `${base.replace(/\/+$/, '')}/live` };
  return {
    open: (resume: string | undefined) =>
      request(live, '/sessions', { method: 'POST', body: resume ? { resume } : {}, schema: liveTicket }),
    sessions: (signal?: AbortSignal) =>
      request(live, '/sessions', { schema: liveSessionList, ...(signal ? { signal } : {}) }).then((r) => r.sessions),
    watch: (sessionId: string) =>
      request(live, `/sessions/${encodeURIComponent(sessionId)}/watch`, { method: 'POST', schema: liveTicket }),
    /** The WebSocket address for a ticket (ws: or wss: as the API's address). */
    socketUrl: (ticket: string) => {
      const url = new URL(`${live.base}/socket`);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      url.searchParams.set('ticket', ticket);
      return url.href;
    },
  };
}

export type FlowViewerLiveApi = ReturnType<typeof flowViewerLiveApi>;
