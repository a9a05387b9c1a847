// Generated from machines/incident-raise-service.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const incidentRaiseServiceMachine = createMachine({
  "id": "incidentRaiseService",
  "invoke": {
    "id": "faultReferenceCheck",
    "src": "faultReferenceCheck"
  },
  "initial": "resuming",
  "on": {
    "form.change": {
      "actions": [
        {
          "type": "forwardFaultReference"
        },
        {
          "type": "assignValues"
        },
        "reportChange"
      ]
    },
    "service.select": {
      "target": ".checking",
      "actions": [
        {
          "type": "assignService"
        },
        "reportSelect",
        "reportChange"
      ]
    },
    "faultReference.status": {
      "actions": [
        {
          "type": "assignFaultReference"
        },
        "reportChange"
      ]
    }
  },
  "states": {
    "resuming": {
      "always": [
        {
          "guard": "hasCheckedService",
          "target": "checked"
        },
        {
          "target": "idle"
        }
      ]
    },
    "idle": {
      "entry": "reportChange",
      "on": {
        "reference.type": {
          "actions": {
            "type": "assignReferenceText"
          }
        },
        "reference.submit": {
          "guard": "isReference",
          "target": "checking",
          "actions": [
            {
              "type": "assignService"
            },
            "reportSelect",
            "reportChange"
          ]
        }
      }
    },
    "checking": {
      "tags": [
        "busy"
      ],
      "invoke": {
        "id": "checkService",
        "src": "checkService",
        "onDone": {
          "target": "checked",
          "actions": [
            {
              "type": "assignCheck"
            },
            {
              "type": "reportChecked"
            }
          ]
        }
      }
    },
    "checked": {
      "entry": "reportChange",
      "on": {
        "reference.type": {
          "guard": {
            "type": "isOtherReference"
          },
          "target": "idle",
          "actions": [
            {
              "type": "assignReferenceText"
            },
            "forgetCheck"
          ]
        }
      }
    }
  }
});
