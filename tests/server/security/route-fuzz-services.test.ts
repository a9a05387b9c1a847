import { describeFuzzPart } from './fuzz-checks';

// The security sweep's fuzzing of the service routes ('/api/services…').
await describeFuzzPart('services');
