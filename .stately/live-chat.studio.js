// Generated from machines/live-chat.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const liveChatMachine = createMachine({
  "id": "liveChat",
  "initial": "checking",
  "states": {
    "checking": {
      "always": [
        {
          "guard": "canStart",
          "target": "closed"
        },
        {
          "target": "notStarted"
        }
      ]
    },
    "notStarted": {
      "entry": "logNotStarted"
    },
    "closed": {
      "on": {
        "open": "starting"
      }
    },
    "starting": {
      "tags": [
        "busy"
      ],
      "entry": "clearError",
      "invoke": {
        "id": "loadConversation",
        "src": "loadConversation",
        "onDone": {
          "target": "open",
          "actions": {
            "type": "assignConversation"
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
    "open": {
      "on": {
        "close": "closed",
        "draft.change": {
          "actions": {
            "type": "assignDraft"
          }
        },
        "send": {
          "guard": "hasDraft",
          "target": "sending"
        }
      },
      "after": {
        "poll": "polling"
      }
    },
    "polling": {
      "invoke": {
        "id": "loadConversation",
        "src": "loadConversation",
        "onDone": {
          "target": "open",
          "actions": {
            "type": "assignConversation"
          }
        },
        "onError": "open"
      },
      "on": {
        "close": "closed",
        "draft.change": {
          "actions": {
            "type": "assignDraft"
          }
        },
        "send": {
          "guard": "hasDraft",
          "target": "sending"
        }
      }
    },
    "sending": {
      "tags": [
        "busy"
      ],
      "entry": "clearError",
      "invoke": {
        "id": "sendMessage",
        "src": "sendMessage",
        "onDone": {
          "target": "open",
          "actions": {
            "type": "assignSent"
          }
        },
        "onError": {
          "target": "open",
          "actions": {
            "type": "assignError"
          }
        }
      }
    },
    "failed": {
      "on": {
        "retry": "starting",
        "close": "closed"
      }
    }
  }
});
