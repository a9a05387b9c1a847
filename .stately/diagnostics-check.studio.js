// Generated from machines/diagnostics-check.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const diagnosticsCheckMachine = createMachine({
  "id": "diagnosticsCheck",
  "initial": "starting",
  "states": {
    "starting": {
      "tags": [
        "busy"
      ],
      "invoke": {
        "id": "startCheck",
        "src": "startCheck",
        "onDone": {
          "target": "waiting",
          "actions": {
            "type": "assignCheck"
          }
        },
        "onError": [
          {
            "guard": {
              "type": "isProvisioningError"
            },
            "target": "provisioning"
          },
          {
            "target": "error"
          }
        ]
      }
    },
    "waiting": {
      "tags": [
        "busy"
      ],
      "after": {
        "pollInterval": {
          "target": "polling"
        }
      }
    },
    "polling": {
      "tags": [
        "busy"
      ],
      "entry": "countPoll",
      "invoke": {
        "id": "pollCheck",
        "src": "pollCheck",
        "onDone": [
          {
            "guard": {
              "type": "isPendingWithPollsLeft"
            },
            "target": "waiting"
          },
          {
            "guard": {
              "type": "isPending"
            },
            "target": "unknown"
          },
          {
            "guard": {
              "type": "isOutcome"
            },
            "target": "up"
          },
          {
            "guard": {
              "type": "isOutcome"
            },
            "target": "down"
          },
          {
            "guard": {
              "type": "isOutcome"
            },
            "target": "dyingGasp"
          },
          {
            "guard": {
              "type": "isOutcome"
            },
            "target": "provisioning"
          },
          {
            "target": "error"
          }
        ],
        "onError": [
          {
            "guard": {
              "type": "isProvisioningError"
            },
            "target": "provisioning"
          },
          {
            "target": "error"
          }
        ]
      }
    },
    "up": {
      "type": "final"
    },
    "down": {
      "type": "final"
    },
    "dyingGasp": {
      "type": "final"
    },
    "unknown": {
      "type": "final"
    },
    "error": {
      "type": "final"
    },
    "provisioning": {
      "type": "final"
    }
  }
});
