// Generated from machines/fttp-order.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const fttpOrderMachine = createMachine({
  "id": "fttpOrder",
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
          "target": "restored",
          "actions": {
            "type": "assignRestored"
          }
        },
        "onError": "availability"
      }
    },
    "restored": {
      "always": [
        {
          "guard": "isOrderUnderWay",
          "target": "offering"
        },
        {
          "target": "resuming"
        }
      ]
    },
    "offering": {
      "on": {
        "resume.continue": "resuming",
        "resume.restart": {
          "target": "#fttpOrder.availability",
          "actions": [
            "resetOrder",
            "clearStoredDraft"
          ]
        }
      }
    },
    "resuming": {
      "always": [
        {
          "guard": {
            "type": "isResumingTo",
            "params": {
              "to": "summary"
            }
          },
          "target": "summary"
        },
        {
          "guard": {
            "type": "isResumingTo",
            "params": {
              "to": "appointment"
            }
          },
          "target": "appointment"
        },
        {
          "guard": {
            "type": "isResumingTo",
            "params": {
              "to": "customer"
            }
          },
          "target": "customer"
        },
        {
          "guard": {
            "type": "isResumingTo",
            "params": {
              "to": "products"
            }
          },
          "target": "products.choosing"
        },
        {
          "guard": {
            "type": "isResumingTo",
            "params": {
              "to": "properties"
            }
          },
          "target": "availability.choosing"
        },
        {
          "target": "availability"
        }
      ]
    },
    "availability": {
      "meta": {
        "step": "availability"
      },
      "initial": "idle",
      "entry": {
        "type": "showStep",
        "params": {
          "step": "availability",
          "replace": false
        }
      },
      "on": {
        "postcode.change": {
          "actions": {
            "type": "assignPostcode"
          }
        },
        "postcode.submit": [
          {
            "guard": "isPostcodeValid",
            "target": ".searching",
            "actions": "startSearch"
          },
          {
            "actions": "assignPostcodeError"
          }
        ],
        "step.next": {
          "actions": "requireProperty"
        },
        "step.cancel": {
          "target": "#fttpOrder.availability",
          "actions": [
            "resetOrder",
            "clearStoredDraft"
          ]
        },
        "address.change": [
          {
            "guard": {
              "type": "isAddressOf",
              "params": {
                "step": "availability"
              }
            }
          },
          {
            "actions": {
              "type": "showStep",
              "params": {
                "step": "availability",
                "replace": true
              }
            }
          }
        ]
      },
      "states": {
        "idle": {
          "entry": {
            "type": "saveDraft"
          }
        },
        "searching": {
          "tags": [
            "busy"
          ],
          "invoke": {
            "id": "lookupAddresses",
            "src": "lookupAddresses",
            "onDone": [
              {
                "guard": {
                  "type": "isFound"
                },
                "target": "choosing",
                "actions": {
                  "type": "assignProperties"
                }
              },
              {
                "target": "idle",
                "actions": "assignNotAvailable"
              }
            ],
            "onError": {
              "target": "idle",
              "actions": {
                "type": "reportFailure"
              }
            }
          }
        },
        "choosing": {
          "entry": {
            "type": "saveDraft"
          },
          "on": {
            "property.select": {
              "guard": {
                "type": "isOffered"
              },
              "target": "choosing",
              "actions": [
                {
                  "type": "assignProperty"
                },
                {
                  "type": "saveDraft"
                }
              ]
            },
            "step.next": {
              "guard": "hasProperty",
              "target": "checking"
            }
          }
        },
        "checking": {
          "tags": [
            "busy"
          ],
          "invoke": {
            "id": "checkProperty",
            "src": "checkProperty",
            "onDone": [
              {
                "guard": {
                  "type": "isOutcome"
                },
                "target": "#fttpOrder.products",
                "actions": {
                  "type": "assignCheck"
                }
              },
              {
                "guard": {
                  "type": "isOutcome"
                },
                "target": "choosing",
                "actions": [
                  "markExistingOrder",
                  {
                    "type": "notify",
                    "params": {
                      "kind": "error",
                      "title": "Existing order in progress",
                      "description": "There is already an order in progress for this property.",
                      "duration": 5
                    }
                  }
                ]
              },
              {
                "guard": {
                  "type": "isOutcome"
                },
                "target": "noProducts",
                "actions": {
                  "type": "notify",
                  "params": {
                    "kind": "error",
                    "title": "No available products",
                    "description": "Sorry! We are unable to provide any services to this property.",
                    "duration": 5
                  }
                }
              },
              {
                "target": "choosing",
                "actions": {
                  "type": "reportFailure"
                }
              }
            ]
          }
        },
        "noProducts": {
          "on": {
            "property.select": {
              "guard": {
                "type": "isOffered"
              },
              "target": "choosing",
              "actions": {
                "type": "assignProperty"
              }
            }
          }
        }
      }
    },
    "products": {
      "meta": {
        "step": "products"
      },
      "initial": "retrieving",
      "entry": {
        "type": "showStep",
        "params": {
          "step": "products",
          "replace": false
        }
      },
      "on": {
        "step.back": {
          "target": "#fttpOrder.availability.choosing",
          "actions": "forgetLaterSteps"
        },
        "step.cancel": {
          "target": "#fttpOrder.availability",
          "actions": [
            "resetOrder",
            "clearStoredDraft"
          ]
        },
        "address.change": [
          {
            "guard": {
              "type": "isAddressOf",
              "params": {
                "step": "products"
              }
            }
          },
          {
            "guard": {
              "type": "isAddressOf",
              "params": {
                "step": "availability"
              }
            },
            "target": "#fttpOrder.availability.choosing",
            "actions": "forgetLaterSteps"
          },
          {
            "guard": "and(isAddressOf, isChoiceValid)",
            "target": "#fttpOrder.customer"
          },
          {
            "actions": {
              "type": "showStep",
              "params": {
                "step": "products",
                "replace": true
              }
            }
          }
        ]
      },
      "states": {
        "retrieving": {
          "tags": [
            "busy"
          ],
          "invoke": {
            "id": "retrieveProducts",
            "src": "retrieveProducts",
            "onDone": [
              {
                "guard": {
                  "type": "isRetrieved"
                },
                "target": "choosing",
                "actions": {
                  "type": "assignProducts"
                }
              },
              {
                "guard": {
                  "type": "isFailedRetrieval"
                },
                "target": "failed"
              },
              {
                "target": "none",
                "actions": {
                  "type": "notify",
                  "params": {
                    "kind": "error",
                    "title": "No available products",
                    "description": "Sorry! We are unable to provide any services to this property.",
                    "duration": 5
                  }
                }
              }
            ]
          }
        },
        "failed": {
          "on": {
            "products.retry": "retrieving"
          }
        },
        "none": {},
        "choosing": {
          "entry": {
            "type": "saveDraft"
          },
          "on": {
            "product.select": {
              "actions": [
                {
                  "type": "assignProduct"
                },
                {
                  "type": "saveDraft"
                }
              ]
            },
            "lineProfile.select": {
              "actions": [
                {
                  "type": "assignLineProfile"
                },
                {
                  "type": "saveDraft"
                }
              ]
            },
            "step.next": [
              {
                "guard": "isChoiceValid",
                "target": "#fttpOrder.customer"
              },
              {
                "actions": "showChoiceErrors"
              }
            ]
          }
        }
      }
    },
    "customer": {
      "meta": {
        "step": "customer"
      },
      "initial": "loading",
      "entry": {
        "type": "showStep",
        "params": {
          "step": "customer",
          "replace": false
        }
      },
      "on": {
        "address.change": [
          {
            "guard": {
              "type": "isAddressOf",
              "params": {
                "step": "customer"
              }
            }
          },
          {
            "guard": {
              "type": "isAddressOf",
              "params": {
                "step": "products"
              }
            },
            "target": "#fttpOrder.products.choosing"
          },
          {
            "actions": {
              "type": "showStep",
              "params": {
                "step": "customer",
                "replace": true
              }
            }
          }
        ]
      },
      "states": {
        "loading": {
          "tags": [
            "busy"
          ],
          "invoke": {
            "id": "loadCustomerOptions",
            "src": "loadCustomerOptions",
            "onDone": {
              "target": "editing",
              "actions": {
                "type": "assignCustomerOptions"
              }
            },
            "onError": "editing"
          }
        },
        "editing": {
          "entry": [
            "assignCustomerDefaults",
            {
              "type": "saveDraft"
            }
          ],
          "on": {
            "customer.change": {
              "actions": [
                {
                  "type": "assignCustomer"
                },
                {
                  "type": "saveDraft"
                }
              ]
            },
            "step.next": [
              {
                "guard": "isCustomerValid",
                "target": "validating"
              },
              {
                "actions": "showErrors"
              }
            ],
            "step.back": "#fttpOrder.products.choosing",
            "step.cancel": {
              "target": "#fttpOrder.availability",
              "actions": [
                "resetOrder",
                "clearStoredDraft"
              ]
            }
          }
        },
        "validating": {
          "tags": [
            "busy"
          ],
          "invoke": {
            "id": "validateCustomer",
            "src": "validateCustomer",
            "onDone": [
              {
                "guard": "isRequestedDateJourney",
                "target": "#fttpOrder.summary",
                "actions": "dropAppointment"
              },
              {
                "target": "#fttpOrder.appointment",
                "actions": "dropRequestedDate"
              }
            ],
            "onError": [
              {
                "guard": {
                  "type": "hasFieldErrors"
                },
                "target": "editing",
                "actions": [
                  {
                    "type": "assignServerErrors"
                  },
                  "showErrors"
                ]
              },
              {
                "target": "editing",
                "actions": {
                  "type": "reportFailure"
                }
              }
            ]
          }
        }
      }
    },
    "appointment": {
      "meta": {
        "step": "appointment"
      },
      "entry": [
        {
          "type": "showStep",
          "params": {
            "step": "appointment",
            "replace": false
          }
        },
        {
          "type": "saveDraft"
        }
      ],
      "invoke": {
        "id": "appointmentSlots",
        "src": "appointmentSlots"
      },
      "on": {
        "appointmentSlots.reserved": {
          "target": "summary",
          "actions": {
            "type": "assignAppointment"
          }
        },
        "step.next": [
          {
            "guard": "hasAppointment",
            "target": "summary"
          },
          {
            "actions": {
              "type": "notify",
              "params": {
                "kind": "error",
                "title": "Appointment required",
                "description": "Please select an appointment to continue.",
                "duration": 5
              }
            }
          }
        ],
        "step.back": "#fttpOrder.customer.editing",
        "step.cancel": {
          "target": "#fttpOrder.availability",
          "actions": [
            "resetOrder",
            "clearStoredDraft"
          ]
        },
        "address.change": [
          {
            "guard": {
              "type": "isAddressOf",
              "params": {
                "step": "appointment"
              }
            }
          },
          {
            "guard": {
              "type": "isAddressOf",
              "params": {
                "step": "customer"
              }
            },
            "target": "#fttpOrder.customer.editing"
          },
          {
            "guard": "and(isAddressOf, hasAppointment)",
            "target": "#fttpOrder.summary"
          },
          {
            "actions": {
              "type": "showStep",
              "params": {
                "step": "appointment",
                "replace": true
              }
            }
          }
        ]
      }
    },
    "summary": {
      "meta": {
        "step": "summary"
      },
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
          "entry": [
            "ensureKey",
            {
              "type": "saveDraft"
            }
          ],
          "on": {
            "step.submit": "placing",
            "step.back": [
              {
                "guard": "isRequestedDateJourney",
                "target": "#fttpOrder.customer.editing",
                "actions": "forgetKey"
              },
              {
                "target": "#fttpOrder.appointment",
                "actions": "forgetKey"
              }
            ],
            "step.cancel": {
              "target": "#fttpOrder.availability",
              "actions": [
                "resetOrder",
                "clearStoredDraft"
              ]
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
                "guard": "and(isAddressOf, isRequestedDateJourney)",
                "target": "#fttpOrder.customer.editing",
                "actions": "forgetKey"
              },
              {
                "guard": "and(isAddressOf, isAppointmentJourney)",
                "target": "#fttpOrder.appointment",
                "actions": "forgetKey"
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
          }
        },
        "placing": {
          "tags": [
            "busy"
          ],
          "invoke": {
            "id": "placeOrder",
            "src": "placeOrder",
            "onDone": {
              "target": "#fttpOrder.placed",
              "actions": [
                {
                  "type": "assignOrder"
                },
                {
                  "type": "notify",
                  "params": {
                    "kind": "success",
                    "title": "Order placed successfully",
                    "description": "Your order has been placed successfully.",
                    "duration": 5
                  }
                }
              ]
            },
            "onError": {
              "target": "reviewing",
              "actions": {
                "type": "notify",
                "params": {
                  "kind": "error",
                  "title": "Order failed",
                  "description": "There was an error placing your order. Please try again.",
                  "duration": 5
                }
              }
            }
          }
        }
      }
    },
    "placed": {
      "meta": {
        "step": "summary"
      },
      "entry": "clearStoredDraft",
      "on": {
        "modal.close": {
          "target": "done",
          "actions": [
            "refreshOrders",
            "resetOrder",
            "navigateToOrders"
          ]
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
            "actions": {
              "type": "showStep",
              "params": {
                "step": "summary",
                "replace": true
              }
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
