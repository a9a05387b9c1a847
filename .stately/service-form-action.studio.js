// Generated from machines/service-form-action.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const serviceFormActionMachine = createMachine({
  "id": "serviceFormAction",
  "initial": "opening",
  "states": {
    "opening": {
      "always": [
        {
          "guard": "needsOptions",
          "target": "loading"
        },
        {
          "target": "editing"
        }
      ]
    },
    "loading": {
      "tags": [
        "loading"
      ],
      "entry": "clearError",
      "invoke": {
        "src": "loadOptions",
        "onDone": {
          "target": "editing",
          "actions": {
            "type": "assignOptions"
          }
        },
        "onError": {
          "target": "loadFailed",
          "actions": {
            "type": "assignError"
          }
        }
      }
    },
    "loadFailed": {
      "on": {
        "retry": "loading"
      }
    },
    "editing": {
      "on": {
        "field.change": {
          "actions": {
            "type": "assignField"
          }
        },
        "submit": [
          {
            "guard": "isValid",
            "target": "submitting"
          },
          {
            "actions": "assignProblems"
          }
        ]
      }
    },
    "submitting": {
      "tags": [
        "busy"
      ],
      "entry": "clearError",
      "invoke": {
        "src": "submitAction",
        "onDone": {
          "target": "done",
          "actions": [
            {
              "type": "assignResult"
            },
            {
              "type": "announceDone"
            }
          ]
        },
        "onError": [
          {
            "guard": {
              "type": "isFieldRefusal"
            },
            "target": "editing",
            "actions": {
              "type": "assignFieldErrors"
            }
          },
          {
            "target": "failed",
            "actions": {
              "type": "assignError"
            }
          }
        ]
      }
    },
    "failed": {
      "on": {
        "retry": "submitting",
        "field.change": {
          "target": "editing",
          "actions": [
            "clearError",
            {
              "type": "assignField"
            }
          ]
        }
      }
    },
    "done": {
      "on": {
        "again": {
          "target": "editing",
          "actions": "resetValues"
        }
      }
    }
  }
});
