// Generated from machines/credential-rotate.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const credentialRotateMachine = createMachine({
  "id": "credentialRotate",
  "context": {
    "credential": null,
    "error": null,
    "rotated": null,
    "copied": false
  },
  "initial": "idle",
  "states": {
    "idle": {
      "on": {
        "rotate": {
          "target": "confirming",
          "actions": {
            "type": "assignTarget"
          }
        }
      }
    },
    "confirming": {
      "on": {
        "confirm": "rotating",
        "cancel": {
          "target": "idle",
          "actions": "clear"
        }
      }
    },
    "rotating": {
      "tags": [
        "busy"
      ],
      "invoke": {
        "id": "rotate",
        "src": "rotate",
        "onDone": {
          "target": "showingSecret",
          "actions": {
            "type": "assignRotated"
          }
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
        "retry": "rotating",
        "cancel": {
          "target": "idle",
          "actions": "clear"
        }
      }
    },
    "showingSecret": {
      "tags": [
        "secret"
      ],
      "on": {
        "secret.copied": {
          "actions": "markCopied"
        },
        "close": {
          "target": "idle",
          "actions": "clear"
        }
      }
    }
  }
});
