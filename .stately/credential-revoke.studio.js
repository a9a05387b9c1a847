// Generated from machines/credential-revoke.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const credentialRevokeMachine = createMachine({
  "id": "credentialRevoke",
  "context": {
    "credential": null,
    "error": null,
    "done": null
  },
  "initial": "idle",
  "states": {
    "idle": {
      "on": {
        "revoke": {
          "target": "confirming",
          "actions": {
            "type": "assignTarget"
          }
        }
      }
    },
    "confirming": {
      "on": {
        "confirm": "revoking",
        "cancel": {
          "target": "idle",
          "actions": "clear"
        }
      }
    },
    "revoking": {
      "tags": [
        "busy"
      ],
      "invoke": {
        "id": "revoke",
        "src": "revoke",
        "onDone": {
          "target": "idle",
          "actions": [
            "assignDone",
            "clear"
          ]
        },
        "onError": {
          "target": "failed",
          "actions": {
            "type": "assignError"
          }
        }
      }
    },
    "failed": {
      "on": {
        "retry": "revoking",
        "cancel": {
          "target": "idle",
          "actions": "clear"
        }
      }
    }
  }
});
