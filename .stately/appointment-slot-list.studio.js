// Generated from machines/appointment-slot-list.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const appointmentSlotListMachine = createMachine({
  "id": "appointmentSlotList",
  "initial": "loading",
  "states": {
    "loading": {
      "tags": [
        "busy"
      ],
      "invoke": {
        "id": "loadSlots",
        "src": "loadSlots",
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
        "onError": "failed"
      }
    },
    "empty": {},
    "failed": {
      "on": {
        "slots.retry": "loading"
      }
    },
    "choosing": {
      "on": {
        "slot.select": {
          "guard": {
            "type": "isOffered"
          },
          "actions": {
            "type": "assignSelection"
          }
        },
        "slots.more": {
          "guard": "hasMore",
          "actions": "showMore"
        },
        "slot.reserve": {
          "guard": "canReserve",
          "target": "reserving"
        }
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
            "target": "choosing",
            "actions": [
              {
                "type": "assignReserved"
              },
              {
                "type": "reportReserved"
              }
            ]
          },
          {
            "target": "choosing",
            "actions": [
              {
                "type": "assignFailure",
                "params": {
                  "message": "Failed to reserve appointment, Please try again later."
                }
              },
              {
                "type": "notifyReservationFailed",
                "params": {
                  "title": "Appointment reservation failed",
                  "description": "There was an error reserving your appointment. Please try again later",
                  "duration": 5
                }
              }
            ]
          }
        ],
        "onError": {
          "target": "choosing",
          "actions": [
            {
              "type": "assignFailure"
            },
            {
              "type": "notifyReservationFailed",
              "params": {
                "title": "Appointment reservation failed",
                "description": "There was an error reserving your appointment. Please try again later",
                "duration": 5
              }
            }
          ]
        }
      }
    }
  }
});
