import { describe } from 'vitest';
import { drivers } from '../helpers/test-env';
import { declaredRoutes } from './declared-routes';
import { describeFuzzChecks, inFuzzPart } from './fuzz-checks';
import { useSweepContext } from './sweep-context';

// The security sweep's fuzzing of the service routes ('/api/services…').
const routes = (await declaredRoutes()).filter(inFuzzPart('services'));

describe.each(drivers)('security sweep: fuzzing services (%s)', (driver) => {
  describeFuzzChecks(useSweepContext(driver, 'fuzzing services'), routes);
});
