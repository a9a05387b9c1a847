// Generated from machines/contact-request.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const contactRequestMachine = createMachine({
  "id": "contactRequest",
  "initial": "restoring",
  "states": {
    "restoring": {
      "tags": [
        "busy"
      ],
      "invoke": {
        "id": "restoreDraft",
        "src": "restoreDraft",
        "onDone": {
          "target": "editing",
          "actions": {
            "type": "assignRestored"
          }
        },
        "onError": {
          "target": "editing"
        }
      }
    },
    "editing": {
      "on": {
        "field.change": {
          "actions": [
            {
              "type": "assignField"
            },
            {
              "type": "saveDraft"
            }
          ]
        },
        "files.change": {
          "actions": [
            {
              "type": "assignFiles"
            },
            {
              "type": "saveDraft"
            }
          ]
        },
        "submit": [
          {
            "guard": "isSendable",
            "target": "submitting"
          },
          {
            "actions": "showErrors"
          }
        ],
        "discard": {
          "actions": [
            "resetForm",
            "clearDraft"
          ]
        }
      }
    },
    "submitting": {
      "tags": [
        "busy"
      ],
      "invoke": {
        "id": "createRequest",
        "src": "createRequest",
        "onDone": {
          "target": "created",
          "actions": [
            {
              "type": "assignCreated"
            },
            "clearDraft"
          ]
        },
        "onError": [
          {
            "guard": {
              "type": "isRefusal"
            },
            "target": "editing",
            "actions": {
              "type": "assignRefusal"
            }
          },
          {
            "target": "failed"
          }
        ]
      }
    },
    "created": {
      "on": {
        "another": {
          "target": "editing",
          "actions": "resetForm"
        }
      }
    },
    "failed": {
      "on": {
        "retry": "submitting",
        "edit": "editing"
      }
    }
  }
});
