// Generated from machines/feedback-form.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const feedbackFormMachine = createMachine({
  "id": "feedbackForm",
  "context": {
    "area": null,
    "comment": "",
    "mayContact": false,
    "route": "/",
    "fieldErrors": {},
    "showErrors": false,
    "error": null
  },
  "initial": "closed",
  "states": {
    "closed": {
      "on": {
        "open": {
          "target": "editing",
          "actions": {
            "type": "assignRoute"
          }
        }
      }
    },
    "editing": {
      "tags": [
        "open"
      ],
      "on": {
        "area.change": {
          "actions": {
            "type": "assignValue"
          }
        },
        "comment.change": {
          "actions": {
            "type": "assignValue"
          }
        },
        "contact.change": {
          "actions": {
            "type": "assignValue"
          }
        },
        "submit": [
          {
            "guard": "isComplete",
            "target": "sending"
          },
          {
            "actions": "showProblems"
          }
        ],
        "close": "closed"
      }
    },
    "sending": {
      "tags": [
        "open",
        "busy"
      ],
      "entry": "clearError",
      "invoke": {
        "id": "sendFeedback",
        "src": "sendFeedback",
        "onDone": "sent",
        "onError": {
          "target": "failed",
          "actions": {
            "type": "assignFailure"
          }
        }
      }
    },
    "failed": {
      "tags": [
        "open"
      ],
      "on": {
        "retry": "sending",
        "edit": {
          "target": "editing",
          "actions": "clearError"
        },
        "close": {
          "target": "closed",
          "actions": "clearError"
        }
      }
    },
    "sent": {
      "tags": [
        "open"
      ],
      "on": {
        "close": {
          "target": "closed",
          "actions": "reset"
        }
      }
    }
  }
});
