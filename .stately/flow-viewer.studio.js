// Generated from machines/flow-viewer.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const flowViewerMachine = createMachine({
  "id": "flowViewer",
  "context": {
    "path": null,
    "length": 0,
    "step": 0
  },
  "initial": "simulating",
  "on": {
    "qa.choose": {
      "target": ".qa.paused",
      "actions": {
        "type": "choose"
      }
    }
  },
  "states": {
    "simulating": {},
    "qa": {
      "initial": "paused",
      "on": {
        "simulate": {
          "target": "simulating",
          "actions": "leave"
        },
        "qa.restart": {
          "target": ".paused",
          "actions": "restart"
        }
      },
      "states": {
        "paused": {
          "on": {
            "qa.next": {
              "guard": "hasNext",
              "actions": "forward"
            },
            "qa.previous": {
              "guard": "hasPrevious",
              "actions": "back"
            },
            "qa.play": {
              "guard": "hasNext",
              "target": "playing"
            }
          }
        },
        "playing": {
          "on": {
            "qa.pause": "paused"
          },
          "after": {
            "stepDelay": [
              {
                "guard": "hasNext",
                "target": "playing",
                "reenter": true,
                "actions": "forward"
              },
              {
                "target": "paused"
              }
            ]
          }
        }
      }
    }
  }
});
