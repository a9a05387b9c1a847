import { testPageWithModel } from '../tests/support/model-adapters/playwright';
import { incidentRaiseWalk } from './support/incident-raise-walk';

// The incident-raise test model walked on the real portal in Chromium (what the walk does: e2e/support/incident-raise-walk.ts).
testPageWithModel(incidentRaiseWalk);
