// Generated from machines/user-action.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const userActionMachine = createMachine({
  "id": "userAction",
  "initial": "confirming",
  "states": {
    "confirming": {
      "on": {
        "name.change": {
          "actions": {
            "type": "assignName"
          }
        },
        "roles.change": {
          "actions": {
            "type": "assignRoles"
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
      "entry": "clearAnswer",
      "invoke": {
        "id": "submitAction",
        "src": "submitAction",
        "onDone": {
          "target": "done",
          "actions": "announceDone"
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
        "name.change": {
          "target": "confirming",
          "actions": [
            "clearError",
            {
              "type": "assignName"
            }
          ]
        },
        "roles.change": {
          "target": "confirming",
          "actions": [
            "clearError",
            {
              "type": "assignRoles"
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
