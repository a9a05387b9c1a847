// Generated from machines/invitation-acceptance.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const invitationAcceptanceMachine = createMachine({
  "id": "invitationAcceptance",
  "initial": "opening",
  "states": {
    "opening": {
      "always": [
        {
          "guard": "hasToken",
          "target": "loading"
        },
        {
          "target": "notFound"
        }
      ]
    },
    "loading": {
      "tags": [
        "busy"
      ],
      "entry": "clearError",
      "invoke": {
        "id": "lookUpInvitation",
        "src": "lookUpInvitation",
        "onDone": {
          "target": "form",
          "actions": {
            "type": "assignInvitation"
          }
        },
        "onError": [
          {
            "guard": {
              "type": "isUnusable"
            },
            "target": "notFound"
          },
          {
            "target": "loadFailed",
            "actions": {
              "type": "assignError"
            }
          }
        ]
      }
    },
    "loadFailed": {
      "on": {
        "retry": "loading"
      }
    },
    "form": {
      "on": {
        "name.change": {
          "actions": {
            "type": "assignName"
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
        "terms.change": {
          "actions": {
            "type": "assignTerms"
          }
        },
        "submit": [
          {
            "guard": "isComplete",
            "target": "submitting"
          },
          {
            "actions": "showProblems"
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
        "id": "acceptInvitation",
        "src": "acceptInvitation",
        "onDone": {
          "target": "accepted",
          "actions": "forgetPasswords"
        },
        "onError": [
          {
            "guard": {
              "type": "isUnusable"
            },
            "target": "notFound",
            "actions": "forgetPasswords"
          },
          {
            "guard": {
              "type": "isFieldRefusal"
            },
            "target": "form",
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
        "edit": {
          "target": "form",
          "actions": "clearError"
        }
      }
    },
    "accepted": {
      "tags": [
        "busy"
      ],
      "invoke": {
        "id": "signIn",
        "src": "signIn",
        "onDone": "signingIn"
      }
    },
    "signingIn": {
      "type": "final"
    },
    "notFound": {
      "type": "final"
    }
  }
});
