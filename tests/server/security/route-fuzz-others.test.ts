import { describeFuzzPart } from './fuzz-checks';

// The security sweep's fuzzing of every route the incident and service files leave (orders, issues, knowledge, users, …).
await describeFuzzPart('others');
