// Generated from machines/appointment-reservation.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const appointmentReservationMachine = createMachine({
  "id": "appointmentReservation",
  "initial": "loading",
  "states": {
    "loading": {
      "tags": [
        "busy",
        "checking"
      ],
      "invoke": {
        "id": "retrieveSlots",
        "src": "retrieveSlots",
        "onDone": [
          {
            "guard": {
              "type": "hasSlots"
            },
            "target": "choosing",
            "actions": {
              "type": "assignSlots"
            }
          },
          {
            "target": "empty"
          }
        ],
        "onError": {
          "target": "failed",
          "actions": {
            "type": "notifySlotsFailed",
            "params": {
              "title": "Failed fetch appointments",
              "description": "Please try again later or contact support",
              "duration": 10
            }
          }
        }
      }
    },
    "empty": {
      "on": {
        "modal.close": "unavailable"
      }
    },
    "failed": {
      "on": {
        "slots.retry": "loading",
        "modal.close": "unavailable"
      }
    },
    "choosing": {
      "on": {
        "slot.select": {
          "actions": {
            "type": "assignSelection"
          }
        },
        "reserve.request": {
          "guard": "hasSelection",
          "target": "confirming"
        },
        "modal.close": "closing"
      }
    },
    "confirming": {
      "on": {
        "reserve.confirm": "reserving",
        "reserve.dismiss": "choosing"
      }
    },
    "closing": {
      "on": {
        "close.confirm": "closed",
        "close.dismiss": "choosing"
      }
    },
    "reserving": {
      "tags": [
        "busy"
      ],
      "invoke": {
        "id": "reserveSlot",
        "src": "reserveSlot",
        "onDone": [
          {
            "guard": {
              "type": "isReservation"
            },
            "target": "reserved",
            "actions": {
              "type": "notifyReserved",
              "params": {
                "title": "Appointment reservation Successfully",
                "description": "Reserve appointment request submitted.",
                "duration": 3
              }
            }
          },
          {
            "target": "reservationFailed",
            "actions": {
              "type": "notifyReservationFailed",
              "params": {
                "title": "Appointment reservation was unsuccessfull",
                "description": "Failed to reserve appointment, Please try again later.",
                "duration": 5
              }
            }
          }
        ],
        "onError": {
          "target": "reservationFailed",
          "actions": {
            "type": "notifyReservationFailed",
            "params": {
              "title": "Appointment reservation was unsuccessfull",
              "description": "Sorry your appointment reservation failed, please try again or contact support",
              "duration": 5
            }
          }
        }
      }
    },
    "reserved": {
      "type": "final"
    },
    "reservationFailed": {
      "type": "final"
    },
    "unavailable": {
      "type": "final",
      "output": {
        "reservation": null,
        "fallback": "customer-availability"
      }
    },
    "closed": {
      "type": "final",
      "output": {
        "reservation": null,
        "fallback": null
      }
    }
  }
});
