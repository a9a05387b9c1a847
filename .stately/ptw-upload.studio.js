// Generated from machines/ptw-upload.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const ptwUploadMachine = createMachine({
  "id": "ptwUpload",
  "initial": "picking",
  "on": {
    "files.change": {
      "target": ".picking",
      "actions": {
        "type": "assignFiles"
      }
    },
    "verified.change": {
      "guard": "hasFiles",
      "actions": {
        "type": "assignVerified"
      }
    },
    "upload.submit": [
      {
        "guard": "nothingChosen",
        "actions": {
          "type": "assignProblem",
          "params": {
            "problem": "noFiles"
          }
        }
      },
      {
        "guard": "notApproved",
        "actions": {
          "type": "assignProblem",
          "params": {
            "problem": "notApproved"
          }
        }
      },
      {
        "target": ".uploading"
      }
    ]
  },
  "states": {
    "picking": {},
    "uploading": {
      "tags": [
        "busy"
      ],
      "entry": "clearRefusal",
      "on": {
        "files.change": {},
        "verified.change": {},
        "upload.submit": {}
      },
      "invoke": {
        "id": "uploadPtw",
        "src": "uploadPtw",
        "onDone": {
          "target": "picking",
          "actions": [
            "clearChoice",
            {
              "type": "notifyUploaded",
              "params": {
                "title": "PTW files uploaded successfully",
                "description": "PTW file upload request submitted.",
                "duration": 10
              }
            }
          ]
        },
        "onError": [
          {
            "guard": {
              "type": "isRefused"
            },
            "target": "picking",
            "actions": [
              {
                "type": "assignRefusal"
              },
              {
                "type": "notifyUploadFailed"
              }
            ]
          },
          {
            "target": "failed",
            "actions": {
              "type": "notifyUploadFailed",
              "params": {
                "title": "PTW file upload was unsuccessful",
                "description": "Sorry, PTW file upload failed, please try again or contact support",
                "duration": 10
              }
            }
          }
        ]
      }
    },
    "failed": {}
  }
});
