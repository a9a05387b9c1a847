/** Options of `npm run bench`; every value is bounded so a typo cannot start an hour-long or unbounded run. */
export interface BenchArgs {
  /** Extra users, and as many extra incidents, seeded into Northfibre's lists before the run. */
  scale: number;
  /** Seconds of load per endpoint. */
  duration: number;
  connections: number;
  /** pglite: the embedded store in a temp folder; postgres: a throwaway cluster, as the PostgreSQL tests use. */
  store: BenchStore;
  /** Only the endpoints whose name contains this word (`--only orders`); their table goes to its own file. */
  only?: string;
}

const benchStores = ['pglite', 'postgres'] as const;
type BenchStore = (typeof benchStores)[number];

const bounds = {
  scale: { min: 0, max: 1_000_000, fallback: 100_000 },
  duration: { min: 1, max: 120, fallback: 10 },
  connections: { min: 1, max: 100, fallback: 10 },
} as const;

const benchUsage =
  'Usage: tsx server/bench/run.ts [--scale 100000] [--duration 10] [--connections 10] [--store pglite|postgres] [--only orders]';

const isStore = (value: string | undefined): value is BenchStore =>
  (benchStores as readonly string[]).includes(value ?? '');

export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const out: BenchArgs = {
    scale: bounds.scale.fallback,
    duration: bounds.duration.fallback,
    connections: bounds.connections.fallback,
    store: 'pglite',
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] ?? '').split('=', 2);
    const name = flag?.replace(/^--/, '');
    if (name === 'store') {
      const raw = inline ?? argv[++i];
      if (!isStore(raw))
        throw new Error(`--store must be one of ${benchStores.join(', ')}, got ${raw ?? 'nothing'}\n${benchUsage}`);
      out.store = raw;
      continue;
    }
    if (name === 'only') {
      const raw = inline ?? argv[++i];
      if (!raw || !/^[a-z]+$/.test(raw))
        throw new Error(`--only takes one lower-case word, got ${raw ?? 'nothing'}\n${benchUsage}`);
      out.only = raw;
      continue;
    }
    if (name !== 'scale' && name !== 'duration' && name !== 'connections') {
      throw new Error(`Unknown option ${argv[i]}\n${benchUsage}`);
    }
    const raw = inline ?? argv[++i];
    const value = Number(raw);
    const { min, max } = bounds[name];
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new Error(`--${name} must be a whole number from ${min} to ${max}, got ${raw ?? 'nothing'}\n${benchUsage}`);
    }
    out[name] = value;
  }
  return out;
}
