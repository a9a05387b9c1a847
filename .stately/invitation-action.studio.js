// Generated from machines/invitation-action.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const invitationActionMachine = createMachine({
  "id": "invitationAction",
  "context": {
    "kind": null,
    "invitation": null,
    "error": null,
    "done": null
  },
  "initial": "idle",
  "states": {
    "idle": {
      "on": {
        "resend": {
          "target": "sending",
          "actions": {
            "type": "assignTarget"
          }
        },
        "delete": {
          "target": "confirming",
          "actions": {
            "type": "assignTarget"
          }
        }
      }
    },
    "confirming": {
      "on": {
        "confirm": "sending",
        "cancel": {
          "target": "idle",
          "actions": "clear"
        }
      }
    },
    "sending": {
      "tags": [
        "busy"
      ],
      "invoke": {
        "id": "act",
        "src": "act",
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
        "retry": "sending",
        "cancel": {
          "target": "idle",
          "actions": "clear"
        }
      }
    }
  }
});
