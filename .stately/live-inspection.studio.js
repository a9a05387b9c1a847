// Generated from machines/live-inspection.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const liveInspectionMachine = createMachine({
  "id": "liveInspection",
  "initial": "opening",
  "states": {
    "opening": {
      "invoke": {
        "src": "openSession",
        "onDone": {
          "target": "online",
          "actions": [
            {
              "type": "remember"
            }
          ]
        },
        "onError": [
          {
            "guard": "refused",
            "target": "off"
          },
          {
            "target": "waiting"
          }
        ]
      }
    },
    "online": {
      "invoke": {
        "id": "socket",
        "src": "socket"
      },
      "on": {
        "socket.closed": "waiting"
      },
      "initial": "connecting",
      "states": {
        "connecting": {
          "on": {
            "socket.open": "streaming"
          }
        },
        "streaming": {
          "tags": [
            "live"
          ],
          "entry": [
            "resetRetries",
            "flush"
          ],
          "on": {
            "frames.send": {
              "actions": "forward"
            }
          }
        }
      }
    },
    "waiting": {
      "after": {
        "retryDelay": {
          "target": "opening",
          "actions": "countRetry"
        }
      }
    },
    "off": {
      "type": "final"
    }
  }
});
