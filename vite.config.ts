import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompress } from './server/build/precompress';
import { SlowFirstSequencer } from './tests/support/slow-first-sequencer';

/**
 * antd's form contexts (read by every input, button and the config provider, so on every page) import only
 * `FormProvider` from @rc-component/form, but that package's index attaches Field, List and useForm to its default
 * export, statements no tree-shaker may drop: the whole form engine and its validator (about 11 KB brotli) rode on '/'.
 * Resolved to the module that defines FormProvider, the first load carries that alone; pages with a form still load
 * the package's index, which shares the same FormContext module.
 */
const rcFormProviderOnly = (): Plugin => ({
  name: 'rc-form-provider-only',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (source !== '@rc-component/form' || !importer || !/antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer)) {
      return null;
    }
    return this.resolve('@rc-component/form/es/FormContext', importer, { skipSelf: true });
  },
});

/**
 * The flow viewer the sandbox serves at /sandbox/flows (src/flow-viewer/) is built after the portal, on its own, into
 * <outDir>/flow-viewer: as a second entry of this build it shared chunks with the portal's first load and reshaped it
 * (0.5 KB and three more files on '/'); built apart, the portal's routes carry none of it.
 */
const flowViewerBuild = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'flow-viewer-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        base: '/flow-viewer/',
        logLevel: 'warn',
        plugins: [react(), precompress()],
        resolve: { alias },
        build: {
          target: 'es2023',
          outDir: path.join(outDir, 'flow-viewer'),
          emptyOutDir: true,
          chunkSizeWarningLimit: 2_000,
          rolldownOptions: { input: 'flow-viewer.html' },
        },
      });
    },
  };
};

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
};

// Server suites whose answers can differ between PGlite and PostgreSQL: the SQL itself (search, lists, counters, indexes,
// exports and their dates, notifications' read state and removal), migrations and seeding, concurrency (races for one
// slot, one Idempotency-Key, the sign-in limit) and the security sweeps. The `server-pg` project runs them on PostgreSQL; everything runs once on PGlite.
const postgresOnly = ['tests/server/db/connection-loss.test.ts', 'tests/server/realtime/two-processes.test.ts'];
const storeSensitive = [
  ...postgresOnly,
  'tests/server/db/prepared.test.ts',
  'tests/server/seed.test.ts',
  'tests/server/seed-invariants.test.ts',
  'tests/server/search-words.test.ts',
  'tests/server/bench-seed.test.ts',
  'tests/server/orders/availability-upgrade.test.ts',
  'tests/server/orders/ethernet/seed.test.ts',
  'tests/server/incidents/seed-dates.test.ts',
  'tests/server/search-counters.test.ts',
  'tests/server/search-indexes.test.ts',
  'tests/server/orders/list.test.ts',
  'tests/server/orders/list-indexes.test.ts',
  'tests/server/orders/list-search.test.ts',
  'tests/server/incidents/list.test.ts',
  'tests/server/incidents/status-counts.test.ts',
  'tests/server/orders/export.test.ts',
  'tests/server/incidents/csv-dates.test.ts',
  'tests/server/incidents/mso-export.test.ts',
  'tests/server/identity-sign-in-limit.test.ts',
  // Client-secret hashes read by the provider, the token endpoint's throttle and jsonb scopes, on the real store.
  'tests/server/developer/app-credentials.test.ts',
  'tests/server/orders/placement.test.ts',
  'tests/server/orders/ethernet/customer-placement.test.ts',
  'tests/server/orders/regrade.test.ts',
  'tests/server/orders/appointments.test.ts',
  'tests/server/notifications/notifications.test.ts',
  'tests/server/security/route-sweep.test.ts',
  'tests/server/security/route-fuzz-incidents.test.ts',
  'tests/server/security/route-fuzz-services.test.ts',
  'tests/server/security/route-fuzz-others.test.ts',
  'tests/server/security/identity-sweep.test.ts',
  'tests/server/security/upload-fuzz.test.ts',
];

export default defineConfig({
  plugins: [react(), precompress(), rcFormProviderOnly(), flowViewerBuild()],
  resolve: { alias },
  build: {
    target: 'es2023',
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        // These packages declare no `sideEffects`, so antd's shared contexts dragged all of rc-form and its validator
        // onto every page (about 12 KB gzip on `/`). Their modules only export; unused ones can be dropped.
        moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // antd's foundations (motion, popups, tooltips, resize observer, icons, theme, its _util and style helpers)
              // are shared by the shell and every area; left to automatic splitting (which the lazily loaded calendar
              // and drawer make finer) they arrive on '/' as a dozen small files, each with its own headers.
              name: 'antd-base',
              test: /node_modules[\\/](@rc-component[\\/](util|motion|trigger|portal|resize-observer|overflow|tooltip)|@ant-design[\\/](icons|icons-svg|colors|fast-color)|antd[\\/]es[\\/](_util|style|theme|config-provider|locale)|@babel[\\/]runtime)[\\/]/,
            },
            {
              // What the dashboard shares with the areas' lazy routes (dates, badge colours, the route table, TanStack
              // Query, the support and orders contracts and calls, the load error, antd's Tag and Alert): one file on
              // '/', not nine small ones that the ordering routes' chunks split off, each with its own headers.
              name: 'shell-shared',
              test: /(src[\\/](lib[\\/](dates|status-colours|list-query|section-paths)|api[\\/](http|incidents|mso)|contracts[\\/](orders|incidents|mso|pagination|support-services)|components[\\/]load-error|app[\\/]paths)\.tsx?$)|node_modules[\\/](@tanstack[\\/](query-core|react-query)[\\/]|antd[\\/]es[\\/](tag|alert)[\\/]|zod[\\/]v4[\\/]classic[\\/]iso|react[\\/](jsx-runtime|cjs[\\/]react-jsx-runtime))/,
            },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    // Vitest's default (cores − 1) is a single worker on CI's two cores, leaving one idle while jsdom walks and database
    // suites run one file at a time; each server suite has its own database, so files may run side by side.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'tests/machines/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'tests/lib/**/*.test.ts',
            'tests/app/**/*.test.ts',
            'tests/docs/**/*.test.ts',
            'tests/flow-viewer/**/*.test.ts',
          ],
          globalSetup: ['tests/support/model-coverage-report.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'features',
          environment: 'jsdom',
          include: ['tests/features/**/*.test.{ts,tsx}', 'tests/app/**/*.test.tsx'],
          setupFiles: ['tests/setup-dom.ts'],
          // Model walks render every step of a funnel per path; on a busy two-core machine one took over the 5 s default.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          exclude: postgresOnly,
          // Every server suite once, on PGlite (tests/server/helpers/test-env.ts reads this).
          env: { SERVER_TEST_STORES: 'pglite' },
          // Each suite opens its own database and app, and restores its clocks and spies: the suites of a worker share
          // its imported modules instead of loading the server's graph again per file (a third of the layer's time).
          isolate: false,
          globalSetup: ['tests/server/helpers/database-templates.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Run by `npm run test:server:pg` (TEST_DATABASE_URL set) beside `server`: again on PostgreSQL, only what
          // can differ between the stores (docs/test-suite.md).
          name: 'server-pg',
          environment: 'node',
          include: storeSensitive,
          env: { SERVER_TEST_STORES: 'postgres' },
          isolate: false,
          globalSetup: ['tests/server/helpers/database-templates.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
