// Generated from machines/realtime-connection.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const realtimeConnectionMachine = createMachine({
  "id": "realtimeConnection",
  "context": {
    "retries": 0
  },
  "invoke": {
    "id": "channel",
    "src": "channel"
  },
  "on": {
    "notification.receive": {
      "actions": {
        "type": "deliver"
      }
    }
  },
  "initial": "connecting",
  "states": {
    "connecting": {
      "on": {
        "connection.up": "connected",
        "connection.down": "unavailable"
      }
    },
    "connected": {
      "tags": [
        "live"
      ],
      "entry": "resetRetries",
      "on": {
        "connection.trying": "reconnecting",
        "connection.down": "reconnecting"
      }
    },
    "reconnecting": {
      "tags": [
        "lost"
      ],
      "on": {
        "connection.up": {
          "target": "connected",
          "actions": "catchUp"
        },
        "connection.down": "unavailable"
      }
    },
    "unavailable": {
      "tags": [
        "lost"
      ],
      "on": {
        "connection.up": {
          "target": "connected",
          "actions": "catchUp"
        }
      },
      "after": {
        "retryDelay": {
          "target": "unavailable",
          "reenter": true,
          "actions": [
            "retry",
            "countRetry"
          ]
        }
      }
    }
  }
});
