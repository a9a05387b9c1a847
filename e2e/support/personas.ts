/** The demo sign-ins of the README (seeded by the sandbox); one storage state per persona is saved by auth.setup.ts. */
export const password = 'Portal-demo-1!';

export const personas = {
  admin: 'admin@northfibre.example',
  support: 'support@northfibre.example',
  ordering: 'ordering@northfibre.example',
  billing: 'billing@northfibre.example',
  developer: 'developer@northfibre.example',
  newstarter: 'newstarter@northfibre.example',
  skyAgent: 'agent@skyline.example',
  harbourAdmin: 'admin@harbour.example',
} as const;

export type Persona = keyof typeof personas;

export const storageStatePath = (persona: Persona) => `test-results/.auth/${persona}.json`;
