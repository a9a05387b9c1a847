// Generated from machines/forecast-upload.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const forecastUploadMachine = createMachine({
  "id": "forecastUpload",
  "context": {
    "file": null,
    "result": null,
    "errors": []
  },
  "initial": "idle",
  "on": {
    "file.choose": {
      "target": ".ready",
      "actions": {
        "type": "assignFile"
      }
    }
  },
  "states": {
    "idle": {},
    "ready": {
      "on": {
        "upload": "sending",
        "file.clear": {
          "target": "idle",
          "actions": "clearFile"
        }
      }
    },
    "sending": {
      "tags": [
        "busy"
      ],
      "on": {
        "file.choose": {}
      },
      "invoke": {
        "src": "uploadForecast",
        "onDone": {
          "target": "accepted",
          "actions": [
            {
              "type": "assignResult"
            },
            {
              "type": "announceAccepted"
            }
          ]
        },
        "onError": [
          {
            "guard": {
              "type": "isRefusal"
            },
            "target": "refused",
            "actions": {
              "type": "assignErrors"
            }
          },
          {
            "target": "failed"
          }
        ]
      }
    },
    "accepted": {},
    "refused": {},
    "failed": {
      "on": {
        "retry": "sending"
      }
    }
  }
});
