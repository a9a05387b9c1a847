import { type AnyStateMachine, createMachine } from 'xstate';
import { z } from 'zod';
import { flowIndex, qaPaths } from './flow-index';

// What the viewer reads from the sandbox (server/http/flow-viewer/): the generated .stately files, same origin only.

export const flowViewerBase = '/sandbox/flows';
const dataUrl = (file: string) => `${flowViewerBase}/data/${encodeURIComponent(file)}`;

async function getJson<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(dataUrl(file), { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The sandbox answered ${response.status} for ${file}.`);
  return schema.parse(await response.json());
}

export const flowViewerKeys = {
  index: ['flow-viewer', 'index'] as const,
  machine: (name: string) => ['flow-viewer', 'machine', name] as const,
  qa: (name: string) => ['flow-viewer', 'qa', name] as const,
  viewerSession: ['flow-viewer', 'viewer-session'] as const,
  liveSessions: ['flow-viewer', 'live-sessions'] as const,
};

export const loadFlowIndex = () => getJson('flows.json', flowIndex);

/** The machine recreated from its exported config (implementations by name only). */
export async function loadFlowMachine(name: string) {
  const config = await getJson(`${name}.json`, z.record(z.string(), z.unknown()));
  return createMachine(config as never) as AnyStateMachine;
}

export const loadQaPaths = (name: string) => getJson(`${name}.qa.json`, qaPaths);
