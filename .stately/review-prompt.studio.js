// Generated from machines/review-prompt.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const reviewPromptMachine = createMachine({
  "id": "reviewPrompt",
  "initial": "idle",
  "states": {
    "idle": {
      "on": {
        "check": {
          "guard": "isDue",
          "target": "asking"
        }
      }
    },
    "asking": {
      "tags": [
        "shown"
      ],
      "on": {
        "rate": {
          "guard": {
            "type": "isStars"
          },
          "target": "rating",
          "actions": {
            "type": "assignRating"
          }
        },
        "snooze": "snoozed",
        "dismiss": "dismissed"
      }
    },
    "rating": {
      "tags": [
        "shown"
      ],
      "on": {
        "rate": {
          "guard": {
            "type": "isStars"
          },
          "actions": {
            "type": "assignRating"
          }
        },
        "comment.change": {
          "actions": {
            "type": "assignComment"
          }
        },
        "submit": {
          "target": "sending",
          "actions": {
            "type": "assignRoute"
          }
        },
        "snooze": "snoozed",
        "dismiss": "dismissed"
      }
    },
    "sending": {
      "tags": [
        "shown",
        "busy"
      ],
      "entry": "clearError",
      "invoke": {
        "id": "sendReview",
        "src": "sendReview",
        "onDone": "thanked",
        "onError": {
          "target": "rating",
          "actions": {
            "type": "assignError"
          }
        }
      }
    },
    "thanked": {
      "tags": [
        "shown"
      ],
      "entry": [
        "stopUsage",
        {
          "type": "saveUsage"
        }
      ],
      "on": {
        "close": "done"
      }
    },
    "snoozed": {
      "type": "final",
      "entry": [
        "snoozeUsage",
        {
          "type": "saveUsage"
        }
      ]
    },
    "dismissed": {
      "type": "final",
      "entry": [
        "stopUsage",
        {
          "type": "saveUsage"
        }
      ]
    },
    "done": {
      "type": "final"
    }
  }
});
