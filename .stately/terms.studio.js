// Generated from machines/terms.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const termsMachine = createMachine({
  "id": "terms",
  "context": {
    "name": "",
    "agreed": false
  },
  "initial": "waiting",
  "states": {
    "waiting": {
      "on": {
        "user.loaded": [
          {
            "guard": {
              "type": "isAccepted"
            },
            "target": "accepted"
          },
          {
            "guard": {
              "type": "isOnTermsPage"
            },
            "target": "onTermsPage"
          },
          {
            "target": "prompting"
          }
        ]
      }
    },
    "onTermsPage": {
      "on": {
        "route.change": {
          "guard": {
            "type": "isOffTermsPage"
          },
          "target": "prompting"
        }
      }
    },
    "prompting": {
      "tags": [
        "visible"
      ],
      "on": {
        "name.change": {
          "actions": {
            "type": "assignName"
          }
        },
        "agreement.toggle": {
          "actions": {
            "type": "assignAgreement"
          }
        },
        "terms.continue": {
          "guard": "isComplete",
          "target": "submitting"
        },
        "route.change": {
          "guard": {
            "type": "isOnTermsPage"
          },
          "target": "onTermsPage"
        }
      }
    },
    "submitting": {
      "tags": [
        "visible",
        "busy"
      ],
      "invoke": {
        "id": "acceptTerms",
        "src": "acceptTerms",
        "onDone": {
          "target": "refreshing"
        },
        "onError": {
          "target": "refreshing",
          "actions": {
            "type": "logFailure"
          }
        }
      }
    },
    "refreshing": {
      "tags": [
        "visible",
        "busy"
      ],
      "entry": "rememberAcceptance",
      "invoke": {
        "id": "refreshSession",
        "src": "refreshSession",
        "onDone": {
          "target": "accepted"
        },
        "onError": {
          "target": "accepted",
          "actions": {
            "type": "logFailure"
          }
        }
      }
    },
    "accepted": {}
  }
});
