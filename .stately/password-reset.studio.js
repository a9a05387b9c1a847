// Generated from machines/password-reset.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const passwordResetMachine = createMachine({
  "id": "passwordReset",
  "initial": "opening",
  "states": {
    "opening": {
      "always": [
        {
          "guard": "hasToken",
          "target": "editing"
        },
        {
          "target": "invalidLink"
        }
      ]
    },
    "editing": {
      "on": {
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
        "id": "completeReset",
        "src": "completeReset",
        "onDone": {
          "target": "done",
          "actions": "forgetPasswords"
        },
        "onError": [
          {
            "guard": {
              "type": "isUnusableLink"
            },
            "target": "invalidLink",
            "actions": "forgetPasswords"
          },
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
    "invalidLink": {
      "type": "final"
    },
    "done": {
      "type": "final"
    }
  }
});
