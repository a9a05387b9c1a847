// Generated from machines/incident-raise.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const incidentRaiseMachine = createMachine({
  "id": "incidentRaise",
  "invoke": {
    "id": "address",
    "src": "address"
  },
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
          "target": "resuming",
          "actions": {
            "type": "assignRestored"
          }
        },
        "onError": "serviceDetails"
      }
    },
    "resuming": {
      "always": [
        {
          "guard": {
            "type": "isResumingAt",
            "params": {
              "step": "summary"
            }
          },
          "target": "summary"
        },
        {
          "guard": {
            "type": "isResumingAt",
            "params": {
              "step": "incidentDetails"
            }
          },
          "target": "incidentDetails"
        },
        {
          "target": "serviceDetails"
        }
      ]
    },
    "serviceDetails": {
      "entry": [
        {
          "type": "showStep",
          "params": {
            "step": "serviceDetails",
            "replace": false
          }
        },
        {
          "type": "saveDraft"
        }
      ],
      "invoke": {
        "id": "serviceStep",
        "src": "serviceStep"
      },
      "on": {
        "serviceStep.select": {
          "actions": {
            "type": "assignService"
          }
        },
        "serviceStep.checked": {
          "actions": {
            "type": "assignOutageAvailability"
          }
        },
        "serviceStep.change": {
          "actions": [
            {
              "type": "assignServiceStep"
            },
            {
              "type": "saveDraft"
            }
          ]
        },
        "step.next": {
          "guard": "isServiceStepReady",
          "target": "incidentDetails"
        },
        "address.change": [
          {
            "guard": {
              "type": "isAddressOf",
              "params": {
                "step": "serviceDetails"
              }
            }
          },
          {
            "guard": "and(isAddressOf, isServiceStepReady)",
            "target": "#incidentRaise.incidentDetails"
          },
          {
            "actions": {
              "type": "showStep",
              "params": {
                "step": "serviceDetails",
                "replace": true
              }
            }
          }
        ],
        "step.cancel": "cancelled"
      }
    },
    "incidentDetails": {
      "initial": "editing",
      "entry": [
        {
          "type": "showStep",
          "params": {
            "step": "incidentDetails",
            "replace": false
          }
        },
        "forgetDetailsTouched"
      ],
      "on": {
        "form.change": {
          "actions": [
            {
              "type": "assignDetailsValues"
            },
            {
              "type": "saveDraft"
            }
          ]
        },
        "files.add": [
          {
            "guard": {
              "type": "isRefused"
            },
            "actions": {
              "type": "notify"
            }
          },
          {
            "actions": [
              {
                "type": "addFile"
              },
              {
                "type": "saveDraftFiles"
              }
            ]
          }
        ],
        "files.remove": {
          "actions": [
            {
              "type": "removeFile"
            },
            {
              "type": "saveDraftFiles"
            }
          ]
        },
        "address.change": [
          {
            "guard": {
              "type": "isAddressOf",
              "params": {
                "step": "incidentDetails"
              }
            }
          },
          {
            "guard": {
              "type": "isAddressOf",
              "params": {
                "step": "serviceDetails"
              }
            },
            "target": "#incidentRaise.serviceDetails"
          },
          {
            "guard": "and(isAddressOf, isDetailsStepReady)",
            "target": "#incidentRaise.summary"
          },
          {
            "actions": {
              "type": "showStep",
              "params": {
                "step": "incidentDetails",
                "replace": true
              }
            }
          }
        ],
        "step.back": "#incidentRaise.serviceDetails",
        "step.cancel": "cancelled"
      },
      "states": {
        "editing": {
          "entry": {
            "type": "saveDraft"
          },
          "on": {
            "appointment.open": {
              "guard": "isAppointmentNeeded",
              "target": "reserving"
            },
            "availability.change": {
              "guard": "isAvailabilityAsked",
              "actions": [
                {
                  "type": "assignAvailability"
                },
                {
                  "type": "saveDraft"
                }
              ]
            },
            "step.next": {
              "guard": "isDetailsStepReady",
              "target": "#incidentRaise.summary"
            }
          }
        },
        "reserving": {
          "invoke": {
            "id": "appointmentReservation",
            "src": "appointmentReservation",
            "onDone": {
              "target": "editing",
              "actions": {
                "type": "assignAppointment"
              }
            }
          }
        }
      }
    },
    "summary": {
      "initial": "reviewing",
      "entry": {
        "type": "showStep",
        "params": {
          "step": "summary",
          "replace": false
        }
      },
      "on": {
        "address.change": [
          {
            "guard": {
              "type": "isAddressOf",
              "params": {
                "step": "summary"
              }
            }
          },
          {
            "actions": {
              "type": "showStep",
              "params": {
                "step": "summary",
                "replace": true
              }
            }
          }
        ]
      },
      "states": {
        "reviewing": {
          "entry": {
            "type": "saveDraft"
          },
          "on": {
            "confirmation.toggle": {
              "actions": [
                {
                  "type": "assignConfirmation"
                },
                {
                  "type": "saveDraft"
                }
              ]
            },
            "step.submit": {
              "guard": "isConfirmed",
              "target": "submitting"
            },
            "address.change": [
              {
                "guard": {
                  "type": "isAddressOf",
                  "params": {
                    "step": "summary"
                  }
                }
              },
              {
                "guard": {
                  "type": "isAddressOf",
                  "params": {
                    "step": "incidentDetails"
                  }
                },
                "target": "#incidentRaise.incidentDetails"
              },
              {
                "actions": {
                  "type": "showStep",
                  "params": {
                    "step": "summary",
                    "replace": true
                  }
                }
              }
            ],
            "step.back": "#incidentRaise.incidentDetails",
            "step.cancel": "#incidentRaise.cancelled"
          }
        },
        "submitting": {
          "tags": [
            "busy"
          ],
          "invoke": {
            "id": "submission",
            "src": "submission",
            "onDone": [
              {
                "guard": {
                  "type": "isCreated"
                },
                "target": "#incidentRaise.complete",
                "actions": {
                  "type": "assignIncident"
                }
              },
              {
                "guard": {
                  "type": "isExplainedFailure"
                },
                "target": "reviewing",
                "actions": {
                  "type": "notify"
                }
              },
              {
                "target": "reviewing",
                "actions": {
                  "type": "reportSubmitFailure"
                }
              }
            ]
          }
        }
      }
    },
    "complete": {
      "entry": [
        "clearStoredDraft",
        {
          "type": "showStep",
          "params": {
            "step": "complete",
            "replace": false
          }
        }
      ],
      "on": {
        "address.change": [
          {
            "guard": {
              "type": "isAddressOf",
              "params": {
                "step": "complete"
              }
            }
          },
          {
            "target": "serviceDetails",
            "actions": "resetDraft"
          }
        ]
      }
    },
    "cancelled": {
      "type": "final",
      "entry": [
        "resetDraft",
        "clearStoredDraft",
        "navigateToIncidents"
      ]
    }
  }
});
