// Generated from machines/invite-user.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const inviteUserMachine = createMachine({
  "id": "inviteUser",
  "initial": "editing",
  "states": {
    "editing": {
      "on": {
        "email.change": {
          "actions": {
            "type": "assignEmail"
          }
        },
        "roles.change": {
          "actions": {
            "type": "assignRoles"
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
        ]
      }
    },
    "sending": {
      "tags": [
        "busy"
      ],
      "entry": "clearError",
      "invoke": {
        "id": "sendInvite",
        "src": "sendInvite",
        "onDone": {
          "target": "sent",
          "actions": {
            "type": "assignSent"
          }
        },
        "onError": [
          {
            "guard": {
              "type": "isRefusal"
            },
            "target": "refused",
            "actions": {
              "type": "assignRefusal"
            }
          },
          {
            "target": "failed",
            "actions": {
              "type": "assignError"
            }
          }
        ]
      }
    },
    "refused": {
      "on": {
        "email.change": {
          "target": "editing",
          "actions": {
            "type": "assignEmail"
          }
        },
        "roles.change": {
          "target": "editing",
          "actions": {
            "type": "assignRoles"
          }
        }
      }
    },
    "failed": {
      "on": {
        "retry": "sending",
        "edit": {
          "target": "editing",
          "actions": "clearError"
        }
      }
    },
    "sent": {
      "on": {
        "another": {
          "target": "editing",
          "actions": "reset"
        }
      }
    }
  }
});
