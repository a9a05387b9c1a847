// Generated from machines/service-appointment.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const serviceAppointmentMachine = createMachine({
  "id": "serviceAppointment",
  "initial": "idle",
  "on": {
    "service.update": {
      "actions": {
        "type": "assignFacts"
      }
    }
  },
  "states": {
    "idle": {
      "on": {
        "change.open": {
          "guard": "isAmendable",
          "target": "search",
          "actions": "resetSearch"
        }
      }
    },
    "search": {
      "on": {
        "search.change": {
          "actions": {
            "type": "assignSearch"
          }
        },
        "search.submit": [
          {
            "guard": "isSearchValid",
            "target": "slots"
          },
          {
            "actions": "assignSearchError"
          }
        ],
        "change.cancel": "idle"
      }
    },
    "slots": {
      "invoke": {
        "id": "appointmentSlots",
        "src": "appointmentSlots"
      },
      "initial": "choosing",
      "on": {
        "search.edit": {
          "target": "search",
          "actions": "clearReserved"
        },
        "change.cancel": "idle"
      },
      "states": {
        "choosing": {
          "on": {
            "appointmentSlots.reserved": {
              "actions": [
                {
                  "type": "assignReserved"
                },
                {
                  "type": "notifyReserved",
                  "params": {
                    "title": "Appointment reservation Successfully",
                    "description": "Reserve appointment request submitted.",
                    "duration": 3
                  }
                }
              ]
            },
            "amend.submit": {
              "guard": "hasReservation",
              "target": "amending"
            }
          }
        },
        "amending": {
          "tags": [
            "busy"
          ],
          "on": {
            "search.edit": {},
            "change.cancel": {}
          },
          "invoke": {
            "id": "amendAppointment",
            "src": "amendAppointment",
            "onDone": {
              "target": "#serviceAppointment.done",
              "actions": [
                {
                  "type": "assignAmended"
                },
                {
                  "type": "notifyAmended",
                  "params": {
                    "title": "Appointment changed",
                    "description": "The service appointment has been moved.",
                    "duration": 5
                  }
                }
              ]
            },
            "onError": {
              "target": "amendFailed",
              "actions": [
                {
                  "type": "assignFailure"
                },
                {
                  "type": "notifyAmendFailed",
                  "params": {
                    "title": "Appointment change was unsuccessful",
                    "description": "Sorry, the appointment could not be changed, please try again or contact support",
                    "duration": 5
                  }
                }
              ]
            }
          }
        },
        "amendFailed": {
          "on": {
            "amend.submit": "amending",
            "appointmentSlots.reserved": {
              "target": "choosing",
              "actions": [
                {
                  "type": "assignReserved"
                },
                {
                  "type": "notifyReserved",
                  "params": {
                    "title": "Appointment reservation Successfully",
                    "description": "Reserve appointment request submitted.",
                    "duration": 3
                  }
                }
              ]
            }
          }
        }
      }
    },
    "done": {
      "on": {
        "change.close": "idle"
      }
    }
  }
});
