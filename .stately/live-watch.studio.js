// Generated from machines/live-watch.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const liveWatchMachine = createMachine({
  "id": "liveWatch",
  "on": {
    "actor.select": {
      "actions": "select"
    }
  },
  "initial": "requesting",
  "states": {
    "requesting": {
      "invoke": {
        "src": "watchTicket",
        "onDone": {
          "target": "online"
        },
        "onError": [
          {
            "guard": "gone",
            "target": "ended"
          },
          {
            "guard": "refused",
            "target": "refused"
          },
          {
            "target": "lost"
          }
        ]
      }
    },
    "online": {
      "invoke": {
        "src": "socket"
      },
      "on": {
        "socket.closed": "lost",
        "socket.frame": [
          {
            "guard": "isEnd",
            "target": "ended"
          },
          {
            "actions": "apply"
          }
        ]
      },
      "initial": "connecting",
      "states": {
        "connecting": {
          "on": {
            "socket.open": "watching"
          }
        },
        "watching": {
          "tags": [
            "live"
          ],
          "entry": "resetRetries"
        }
      }
    },
    "lost": {
      "after": {
        "retryDelay": {
          "target": "requesting",
          "actions": "countRetry"
        }
      }
    },
    "refused": {
      "type": "final"
    },
    "ended": {
      "type": "final"
    }
  }
});
