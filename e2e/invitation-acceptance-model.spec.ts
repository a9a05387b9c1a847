import { testPageWithModel } from '../tests/support/model-adapters/playwright';
import { invitationAcceptanceWalk } from './support/invitation-acceptance-walk';

// The invitation-acceptance test model walked on the real portal in Chromium (what the walk does: e2e/support/invitation-acceptance-walk.ts).
testPageWithModel(invitationAcceptanceWalk);
