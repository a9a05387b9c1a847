import { describe } from 'vitest';
import { drivers } from '../helpers/test-env';
import { declaredRoutes } from './declared-routes';
import { describeFuzzChecks, inFuzzPart } from './fuzz-checks';
import { useSweepContext } from './sweep-context';

// The security sweep's fuzzing of the incident routes ('/api/incidents…').
const routes = (await declaredRoutes()).filter(inFuzzPart('incidents'));

describe.each(drivers)('security sweep: fuzzing incidents (%s)', (driver) => {
  describeFuzzChecks(useSweepContext(driver, 'fuzzing incidents'), routes);
});
