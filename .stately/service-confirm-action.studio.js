// Generated from machines/service-confirm-action.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const serviceConfirmActionMachine = createMachine({
  "id": "serviceConfirmAction",
  "initial": "confirming",
  "states": {
    "confirming": {
      "on": {
        "date.change": {
          "actions": {
            "type": "assignDate"
          }
        },
        "reason.change": {
          "actions": {
            "type": "assignReason"
          }
        },
        "confirm": [
          {
            "guard": "isComplete",
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
            "target": "confirming",
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
        "date.change": {
          "target": "confirming",
          "actions": [
            "clearError",
            {
              "type": "assignDate"
            }
          ]
        },
        "reason.change": {
          "target": "confirming",
          "actions": [
            "clearError",
            {
              "type": "assignReason"
            }
          ]
        }
      }
    },
    "done": {
      "type": "final"
    }
  }
});
