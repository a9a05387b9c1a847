// Generated from machines/metro-product-request.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const metroProductRequestMachine = createMachine({
  "id": "metroProductRequest",
  "initial": "requesting",
  "states": {
    "requesting": {
      "invoke": {
        "id": "requestProducts",
        "src": "requestProducts",
        "onDone": {
          "target": "polling",
          "actions": {
            "type": "assignRequestId"
          }
        },
        "onError": {
          "target": "failed",
          "actions": "markFailed"
        }
      }
    },
    "polling": {
      "invoke": {
        "id": "fetchProducts",
        "src": "fetchProducts",
        "onDone": [
          {
            "guard": {
              "type": "isStatus"
            },
            "target": "retrieved",
            "actions": {
              "type": "assignProducts"
            }
          },
          {
            "guard": {
              "type": "isStatus"
            },
            "target": "failed",
            "actions": "markFailed"
          },
          {
            "guard": "mayPoll",
            "target": "waiting"
          },
          {
            "target": "failed",
            "actions": "markFailed"
          }
        ],
        "onError": {
          "target": "failed",
          "actions": "markFailed"
        }
      }
    },
    "waiting": {
      "after": {
        "pollInterval": {
          "target": "polling",
          "actions": "countPoll"
        }
      }
    },
    "retrieved": {
      "type": "final"
    },
    "failed": {
      "type": "final"
    }
  }
});
