import { testPageWithModel } from '../tests/support/model-adapters/playwright';
import { termsWalk } from './support/terms-walk';

// The terms test model walked on the real portal in Chromium (what the walk does: e2e/support/terms-walk.ts).
testPageWithModel(termsWalk);
