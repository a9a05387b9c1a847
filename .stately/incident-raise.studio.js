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
          "guard": "hasCheckedService",
          "target": "serviceDetails.checked"
        },
        {
          "target": "serviceDetails"
        }
      ]
    },
    "serviceDetails": {
      "initial": "idle",
      "entry": {
        "type": "showStep",
        "params": {
          "step": "serviceDetails",
          "replace": false
        }
      },
      "invoke": {
        "id": "faultReferenceCheck",
        "src": "faultReferenceCheck"
      },
      "on": {
        "form.change": {
          "actions": [
            {
              "type": "forwardFaultReference"
            },
            {
              "type": "assignServiceValues"
            },
            {
              "type": "saveDraft"
            }
          ]
        },
        "service.select": {
          "target": ".checking",
          "actions": {
            "type": "assignService"
          }
        },
        "faultReference.status": {
          "actions": {
            "type": "assignFaultReference"
          }
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
      },
      "states": {
        "idle": {
          "entry": {
            "type": "saveDraft"
          },
          "on": {
            "reference.type": {
              "actions": {
                "type": "assignReferenceText"
              }
            },
            "reference.submit": {
              "guard": "isReference",
              "target": "checking",
              "actions": {
                "type": "assignService"
              }
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
              "actions": {
                "type": "assignCheck"
              }
            }
          }
        },
        "checked": {
          "entry": {
            "type": "saveDraft"
          },
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
            },
            "step.next": {
              "guard": "isServiceStepReady",
              "target": "#incidentRaise.incidentDetails"
            }
          }
        }
      }
    },
    "incidentDetails": {
      "initial": "editing",
      "entry": {
        "type": "showStep",
        "params": {
          "step": "incidentDetails",
          "replace": false
        }
      },
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
            "target": "#incidentRaise.serviceDetails.checked"
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
        "step.back": "#incidentRaise.serviceDetails.checked",
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
              "target": "creating"
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
        "creating": {
          "tags": [
            "busy"
          ],
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
                "target": "#incidentRaise.complete",
                "actions": {
                  "type": "assignIncident"
                }
              }
            ],
            "onError": [
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
        },
        "attaching": {
          "tags": [
            "busy"
          ],
          "invoke": {
            "id": "createReservation",
            "src": "createReservation",
            "onDone": "publishing",
            "onError": "#incidentRaise.complete"
          }
        },
        "publishing": {
          "tags": [
            "busy"
          ],
          "invoke": {
            "id": "publishReservation",
            "src": "publishReservation",
            "onDone": "#incidentRaise.complete",
            "onError": "#incidentRaise.complete"
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
