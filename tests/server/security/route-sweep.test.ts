import { describe } from 'vitest';
import { drivers } from '../helpers/test-env';
import { describeAccessChecks } from './access-checks';
import { declaredRoutes } from './declared-routes';
import { describeGateChecks } from './gate-checks';
import { describeRegistryChecks } from './registry-checks';
import { useSweepContext } from './sweep-context';
import { describeTenantChecks } from './tenant-checks';

// Read before the suites are defined, so every declared route gets tests of its own with no list kept by hand.
const routes = await declaredRoutes();

describe.each(drivers)('security sweep (%s)', (driver) => {
  const ctx = useSweepContext(driver);
  describeRegistryChecks(ctx, routes);
  describeAccessChecks(ctx, routes);
  describeGateChecks(ctx, routes);
  describeTenantChecks(ctx, routes);
  // Fuzzing, in route-fuzz-*.test.ts, runs on sandboxes of its own: its valid cases change data (terms accepted,
  // comments added), which the checks above never need.
});
