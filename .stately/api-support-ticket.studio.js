// Generated from machines/api-support-ticket.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const apiSupportTicketMachine = createMachine({
  "id": "apiSupportTicket",
  "context": {
    "category": null,
    "subject": "",
    "description": "",
    "client_id": "",
    "fieldErrors": {},
    "showErrors": false,
    "error": null,
    "sent": null
  },
  "initial": "closed",
  "states": {
    "closed": {
      "on": {
        "open": "editing"
      }
    },
    "editing": {
      "tags": [
        "open"
      ],
      "on": {
        "category.change": {
          "actions": {
            "type": "assignValue"
          }
        },
        "field.change": {
          "actions": {
            "type": "assignValue"
          }
        },
        "submit": [
          {
            "guard": "isComplete",
            "target": "sending"
          },
          {
            "actions": "showProblems"
          }
        ],
        "close": "closed"
      }
    },
    "sending": {
      "tags": [
        "open",
        "busy"
      ],
      "entry": "clearError",
      "invoke": {
        "id": "sendTicket",
        "src": "sendTicket",
        "onDone": {
          "target": "sent",
          "actions": {
            "type": "assignSent"
          }
        },
        "onError": {
          "target": "failed",
          "actions": {
            "type": "assignFailure"
          }
        }
      }
    },
    "failed": {
      "tags": [
        "open"
      ],
      "on": {
        "retry": "sending",
        "edit": {
          "target": "editing",
          "actions": "clearError"
        },
        "close": {
          "target": "closed",
          "actions": "clearError"
        }
      }
    },
    "sent": {
      "tags": [
        "open"
      ],
      "on": {
        "close": {
          "target": "closed",
          "actions": "reset"
        }
      }
    }
  }
});
