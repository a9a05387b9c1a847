// Generated from machines/incident-raise-submit.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const incidentRaiseSubmitMachine = createMachine({
  "id": "incidentRaiseSubmit",
  "initial": "creating",
  "states": {
    "creating": {
      "invoke": {
        "id": "createIncident",
        "src": "createIncident",
        "onDone": [
          {
            "guard": "hasReservation",
            "target": "attaching",
            "actions": {
              "type": "assignIncident"
            }
          },
          {
            "target": "created",
            "actions": {
              "type": "assignIncident"
            }
          }
        ],
        "onError": {
          "target": "refused",
          "actions": {
            "type": "assignError"
          }
        }
      }
    },
    "attaching": {
      "invoke": {
        "id": "createReservation",
        "src": "createReservation",
        "onDone": "publishing",
        "onError": "created"
      }
    },
    "publishing": {
      "invoke": {
        "id": "publishReservation",
        "src": "publishReservation",
        "onDone": "created",
        "onError": "created"
      }
    },
    "created": {
      "type": "final"
    },
    "refused": {
      "type": "final"
    }
  }
});
