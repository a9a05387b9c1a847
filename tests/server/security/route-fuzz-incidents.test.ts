import { describeFuzzPart } from './fuzz-checks';

// The security sweep's fuzzing of the incident routes ('/api/incidents…').
await describeFuzzPart('incidents');
