// Generated from machines/fttp-property-check.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const fttpPropertyCheckMachine = createMachine({
  "id": "fttpPropertyCheck",
  "initial": "checkingOrder",
  "states": {
    "checkingOrder": {
      "invoke": {
        "id": "orderExists",
        "src": "orderExists",
        "onDone": [
          {
            "guard": {
              "type": "isTrue"
            },
            "target": "done",
            "actions": {
              "type": "conclude",
              "params": {
                "outcome": "existingOrder"
              }
            }
          },
          {
            "target": "lookingUp"
          }
        ],
        "onError": {
          "target": "done",
          "actions": {
            "type": "conclude"
          }
        }
      }
    },
    "lookingUp": {
      "invoke": {
        "id": "lookupProducts",
        "src": "lookupProducts",
        "onDone": [
          {
            "guard": {
              "type": "isTrue"
            },
            "target": "done",
            "actions": {
              "type": "conclude",
              "params": {
                "outcome": "noProducts"
              }
            }
          },
          {
            "guard": "isActive",
            "target": "checkingStatus"
          },
          {
            "target": "done"
          }
        ],
        "onError": {
          "target": "done",
          "actions": {
            "type": "conclude"
          }
        }
      }
    },
    "checkingStatus": {
      "invoke": {
        "id": "serviceStatus",
        "src": "serviceStatus",
        "onDone": {
          "target": "done",
          "actions": {
            "type": "conclude"
          }
        },
        "onError": {
          "target": "done",
          "actions": {
            "type": "conclude"
          }
        }
      }
    },
    "done": {
      "type": "final"
    }
  }
});
