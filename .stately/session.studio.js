// Generated from machines/session.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const sessionMachine = createMachine({
  "id": "session",
  "initial": "idle",
  "states": {
    "idle": {
      "on": {
        "visibility.hidden": {
          "target": "checking"
        },
        "session.check": {
          "target": "checking"
        }
      }
    },
    "checking": {
      "tags": [
        "busy"
      ],
      "invoke": {
        "id": "checkSession",
        "src": "checkSession",
        "onDone": [
          {
            "guard": {
              "type": "hasRemainingValidity"
            },
            "target": "active",
            "actions": {
              "type": "assignExpiry"
            }
          },
          {
            "target": "signingIn"
          }
        ],
        "onError": {
          "target": "signingIn"
        }
      }
    },
    "active": {
      "after": {
        "untilExpiry": {
          "target": "checking"
        }
      },
      "on": {
        "visibility.hidden": {
          "target": "checking"
        },
        "session.check": {
          "target": "checking"
        }
      }
    },
    "signingIn": {
      "type": "final",
      "entry": "signIn"
    }
  }
});
