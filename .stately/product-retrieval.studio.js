// Generated from machines/product-retrieval.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const productRetrievalMachine = createMachine({
  "id": "productRetrieval",
  "initial": "retrieving",
  "states": {
    "retrieving": {
      "invoke": {
        "id": "retrieveProducts",
        "src": "retrieveProducts",
        "onDone": [
          {
            "guard": {
              "type": "hasProducts"
            },
            "target": "retrieved",
            "actions": {
              "type": "assignProducts"
            }
          },
          {
            "guard": "mayRetry",
            "target": "waiting"
          },
          {
            "target": "none"
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
        "retryInterval": {
          "target": "retrieving",
          "actions": "countRetry"
        }
      }
    },
    "retrieved": {
      "type": "final"
    },
    "none": {
      "type": "final"
    },
    "failed": {
      "type": "final"
    }
  }
});
