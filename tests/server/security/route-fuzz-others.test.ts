import { describe } from 'vitest';
import { drivers } from '../helpers/test-env';
import { declaredRoutes } from './declared-routes';
import { describeFuzzChecks, inFuzzPart } from './fuzz-checks';
import { useSweepContext } from './sweep-context';

// The security sweep's fuzzing of every route the incident and service files leave (orders, issues, knowledge, users, …).
const routes = (await declaredRoutes()).filter(inFuzzPart('others'));

describe.each(drivers)('security sweep: fuzzing others (%s)', (driver) => {
  describeFuzzChecks(useSweepContext(driver, 'fuzzing others'), routes);
});
