// Generated from machines/incident-service-check.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const incidentServiceCheckMachine = createMachine({
  "id": "incidentServiceCheck",
  "initial": "lookingUp",
  "states": {
    "lookingUp": {
      "tags": [
        "busy"
      ],
      "meta": {
        "progress": "Looking up the service…"
      },
      "invoke": {
        "id": "lookupService",
        "src": "lookupService",
        "onDone": [
          {
            "guard": {
              "type": "isLive"
            },
            "target": "checkingIncident",
            "actions": {
              "type": "assignCheck"
            }
          },
          {
            "target": "done",
            "actions": {
              "type": "assignCheck"
            }
          }
        ],
        "onError": [
          {
            "guard": {
              "type": "isNotFound"
            },
            "target": "done",
            "actions": {
              "type": "assignCheck",
              "params": {
                "block": "notFound"
              }
            }
          },
          {
            "target": "done",
            "actions": {
              "type": "assignCheck",
              "params": {
                "block": "unavailable"
              }
            }
          }
        ]
      }
    },
    "checkingIncident": {
      "tags": [
        "busy"
      ],
      "meta": {
        "progress": "Checking for an open incident…"
      },
      "invoke": {
        "id": "checkOpenIncident",
        "src": "checkOpenIncident",
        "onDone": [
          {
            "guard": {
              "type": "hasOpenIncident"
            },
            "target": "done",
            "actions": {
              "type": "assignCheck"
            }
          },
          {
            "guard": "hasActiveMso",
            "target": "loadingOutage"
          },
          {
            "target": "choosingDiagnostics"
          }
        ],
        "onError": {
          "target": "done",
          "actions": {
            "type": "assignCheck",
            "params": {
              "block": "unavailable"
            }
          }
        }
      }
    },
    "loadingOutage": {
      "tags": [
        "busy"
      ],
      "meta": {
        "progress": "Loading the outage affecting this service…"
      },
      "invoke": {
        "id": "loadOutage",
        "src": "loadOutage",
        "onDone": {
          "target": "choosingDiagnostics",
          "actions": {
            "type": "assignCheck"
          }
        },
        "onError": {
          "target": "choosingDiagnostics",
          "actions": {
            "type": "assignCheck",
            "params": {
              "outage": {
                "status": "unavailable",
                "message": "An MSO incident may be affecting this service, but details are unavailable."
              }
            }
          }
        }
      }
    },
    "choosingDiagnostics": {
      "always": [
        {
          "guard": "isDiagnosticsEnabled",
          "target": "diagnosing"
        },
        {
          "target": "done"
        }
      ]
    },
    "diagnosing": {
      "tags": [
        "busy"
      ],
      "meta": {
        "progress": "Running the line test…"
      },
      "invoke": {
        "id": "diagnosticsCheck",
        "src": "diagnosticsCheck",
        "onDone": [
          {
            "guard": {
              "type": "isProvisioning"
            },
            "target": "done",
            "actions": {
              "type": "assignCheck"
            }
          },
          {
            "target": "done",
            "actions": {
              "type": "assignCheck"
            }
          }
        ]
      }
    },
    "done": {
      "type": "final"
    }
  }
});
