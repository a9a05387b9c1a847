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

/** Test-only sign-ins (server/seed/personas.ts), kept out of `personas` so specs that cover every README persona don't. */
export const testPersonas = {
  // Owes the terms; only the terms walk uses it, and it intercepts the acceptance, so the owing never changes.
  trainee: 'trainee@northfibre.example',
} as const;

export type TestPersona = keyof typeof testPersonas;

// Per port: runs on different ports (parallel work on one machine) each sign in against their own sandbox.
export const storageStatePath = (persona: Persona | TestPersona) =>
  `test-results/.auth/${process.env.E2E_PORT ?? 'default'}/${persona}.json`;
