// Generated from machines/password-change.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const passwordChangeMachine = createMachine({
  "id": "passwordChange",
  "context": {
    "currentPassword": "",
    "password": "",
    "confirmPassword": "",
    "fieldErrors": {},
    "error": null
  },
  "initial": "editing",
  "states": {
    "editing": {
      "on": {
        "current.change": {
          "actions": {
            "type": "assignCurrent"
          }
        },
        "password.change": {
          "actions": {
            "type": "assignPassword"
          }
        },
        "confirmation.change": {
          "actions": {
            "type": "assignConfirmation"
          }
        },
        "submit": [
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
        "id": "changePassword",
        "src": "changePassword",
        "onDone": {
          "target": "done",
          "actions": "forgetPasswords"
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
        "current.change": {
          "target": "editing",
          "actions": [
            "clearError",
            {
              "type": "assignCurrent"
            }
          ]
        },
        "password.change": {
          "target": "editing",
          "actions": [
            "clearError",
            {
              "type": "assignPassword"
            }
          ]
        },
        "confirmation.change": {
          "target": "editing",
          "actions": [
            "clearError",
            {
              "type": "assignConfirmation"
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
