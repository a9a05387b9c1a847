// Generated from machines/credential-create.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const credentialCreateMachine = createMachine({
  "id": "credentialCreate",
  "context": {
    "draft": null,
    "error": null,
    "created": null,
    "copied": false
  },
  "initial": "idle",
  "states": {
    "idle": {
      "on": {
        "open": {
          "target": "editing",
          "actions": "clear"
        }
      }
    },
    "editing": {
      "on": {
        "submit": {
          "target": "creating",
          "actions": {
            "type": "assignDraft"
          }
        },
        "close": {
          "target": "idle",
          "actions": "clear"
        }
      }
    },
    "creating": {
      "tags": [
        "busy"
      ],
      "invoke": {
        "id": "create",
        "src": "create",
        "onDone": {
          "target": "showingSecret",
          "actions": {
            "type": "assignCreated"
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
        "retry": "creating",
        "edit": "editing",
        "close": {
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
