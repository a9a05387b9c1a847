// Generated from machines/fault-reference-check.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const faultReferenceCheckMachine = createMachine({
  "id": "faultReferenceCheck",
  "initial": "deciding",
  "on": {
    "reference.change": {
      "guard": {
        "type": "isChanged"
      },
      "target": ".deciding",
      "reenter": true,
      "actions": {
        "type": "assignReference"
      }
    }
  },
  "states": {
    "deciding": {
      "always": [
        {
          "guard": "isBlank",
          "target": "empty"
        },
        {
          "target": "pausing"
        }
      ]
    },
    "empty": {
      "entry": {
        "type": "reportStatus",
        "params": {
          "status": "empty"
        }
      }
    },
    "pausing": {
      "entry": {
        "type": "reportStatus",
        "params": {
          "status": "checking"
        }
      },
      "after": {
        "typingPause": "checking"
      }
    },
    "checking": {
      "invoke": {
        "id": "isUnique",
        "src": "isUnique",
        "onDone": [
          {
            "guard": {
              "type": "isUnique"
            },
            "target": "unique"
          },
          {
            "target": "duplicate"
          }
        ],
        "onError": "unchecked"
      }
    },
    "unique": {
      "entry": {
        "type": "reportStatus",
        "params": {
          "status": "unique"
        }
      }
    },
    "duplicate": {
      "entry": {
        "type": "reportStatus",
        "params": {
          "status": "duplicate"
        }
      }
    },
    "unchecked": {
      "entry": {
        "type": "reportStatus",
        "params": {
          "status": "unchecked"
        }
      }
    }
  }
});
