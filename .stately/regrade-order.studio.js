// Generated from machines/regrade-order.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const regradeOrderMachine = createMachine({
  "id": "regradeOrder",
  "invoke": {
    "id": "address",
    "src": "address"
  },
  "initial": "restoring",
  "states": {
    "restoring": {
      "always": [
        {
          "guard": "hasToken",
          "target": "reading"
        },
        {
          "target": "invalidLink"
        }
      ]
    },
    "reading": {
      "tags": [
        "busy"
      ],
      "invoke": {
        "id": "restoreDraft",
        "src": "restoreDraft",
        "onDone": {
          "target": "products",
          "actions": {
            "type": "assignRestored"
          }
        },
        "onError": "products"
      }
    },
    "products": {
      "meta": {
        "step": "products"
      },
      "initial": "loading",
      "on": {
        "step.cancel": "#regradeOrder.cancelled"
      },
      "states": {
        "loading": {
          "tags": [
            "busy"
          ],
          "invoke": {
            "id": "lookupRegrade",
            "src": "lookupRegrade",
            "onDone": [
              {
                "guard": {
                  "type": "hasProducts"
                },
                "target": "checking",
                "actions": {
                  "type": "assignLookup"
                }
              },
              {
                "target": "none",
                "actions": {
                  "type": "assignLookup"
                }
              }
            ],
            "onError": [
              {
                "guard": {
                  "type": "isRefusedLink"
                },
                "target": "#regradeOrder.invalidLink"
              },
              {
                "target": "unavailable"
              }
            ]
          }
        },
        "checking": {
          "tags": [
            "busy"
          ],
          "invoke": {
            "id": "orderExists",
            "src": "orderExists",
            "onDone": [
              {
                "guard": {
                  "type": "isTrue"
                },
                "target": "orderInProgress",
                "actions": [
                  {
                    "type": "notify",
                    "params": {
                      "title": "Existing order in progress",
                      "description": "There is already an order in progress for this property.",
                      "duration": 5
                    }
                  },
                  "clearStoredDraft"
                ]
              },
              {
                "guard": "isOrderUnderWay",
                "target": "offering"
              },
              {
                "target": "resuming"
              }
            ],
            "onError": "unavailable"
          }
        },
        "orderInProgress": {
          "entry": {
            "type": "showStep",
            "params": {
              "step": "products",
              "replace": true
            }
          }
        },
        "offering": {
          "on": {
            "resume.continue": "resuming",
            "resume.restart": {
              "target": "choosing",
              "actions": [
                "forgetDraft",
                "clearStoredDraft"
              ]
            }
          }
        },
        "resuming": {
          "exit": "forgetRestored",
          "always": [
            {
              "guard": "and(isResumingAt, isSummaryReady)",
              "target": "#regradeOrder.summary"
            },
            {
              "guard": "and(isResumingAt, isProductChosen, isCustomerValid, isAppointmentNeeded)",
              "target": "#regradeOrder.appointment"
            },
            {
              "guard": "and(isResumingAt, isProductChosen)",
              "target": "#regradeOrder.customer"
            },
            {
              "target": "choosing"
            }
          ]
        },
        "none": {
          "entry": {
            "type": "showStep",
            "params": {
              "step": "products",
              "replace": true
            }
          }
        },
        "unavailable": {
          "entry": {
            "type": "showStep",
            "params": {
              "step": "products",
              "replace": true
            }
          },
          "on": {
            "lookup.retry": "loading"
          }
        },
        "choosing": {
          "entry": [
            {
              "type": "showStep",
              "params": {
                "step": "products",
                "replace": false
              }
            },
            {
              "type": "saveDraft"
            }
          ],
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
            "step.next": {
              "guard": "isProductChosen",
              "target": "#regradeOrder.customer"
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
                "guard": "and(isAddressOf, isProductChosen)",
                "target": "#regradeOrder.customer"
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
          }
        }
      }
    },
    "customer": {
      "meta": {
        "step": "customer"
      },
      "initial": "editing",
      "entry": [
        {
          "type": "showStep",
          "params": {
            "step": "customer",
            "replace": false
          }
        },
        {
          "type": "saveDraft"
        }
      ],
      "exit": "clearErrors",
      "on": {
        "step.cancel": "#regradeOrder.cancelled"
      },
      "states": {
        "editing": {
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
                "actions": "showClientErrors"
              }
            ],
            "step.back": "#regradeOrder.products.choosing",
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
                "target": "#regradeOrder.products.choosing"
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
                "guard": "isAppointmentNeeded",
                "target": "#regradeOrder.appointment"
              },
              {
                "target": "#regradeOrder.summary"
              }
            ],
            "onError": [
              {
                "guard": {
                  "type": "isFieldRefusal"
                },
                "target": "editing",
                "actions": {
                  "type": "assignServerErrors"
                }
              },
              {
                "guard": {
                  "type": "isUnexplained"
                },
                "target": "editing",
                "actions": {
                  "type": "reportError"
                }
              },
              {
                "target": "editing",
                "actions": {
                  "type": "notify",
                  "params": {
                    "title": "Customer details not checked",
                    "description": "The customer details could not be checked. Please try again.",
                    "duration": 5
                  }
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
        "dropExpiredAppointment",
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
                "title": "Appointment required",
                "description": "Please select an appointment to continue.",
                "duration": 5
              }
            }
          }
        ],
        "step.back": "customer",
        "step.cancel": "cancelled",
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
                "step": "products"
              }
            },
            "target": "#regradeOrder.products.choosing"
          },
          {
            "guard": {
              "type": "isAddressOf",
              "params": {
                "step": "customer"
              }
            },
            "target": "#regradeOrder.customer"
          },
          {
            "guard": "and(isAddressOf, isSummaryReady)",
            "target": "#regradeOrder.summary"
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
      "entry": [
        {
          "type": "showStep",
          "params": {
            "step": "summary",
            "replace": false
          }
        },
        {
          "type": "saveDraft"
        }
      ],
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
          "on": {
            "order.place": {
              "target": "placing",
              "actions": [
                "assignKey",
                {
                  "type": "saveDraft"
                }
              ]
            },
            "step.back": [
              {
                "guard": "isAppointmentNeeded",
                "target": "#regradeOrder.appointment"
              },
              {
                "target": "#regradeOrder.customer"
              }
            ],
            "step.cancel": "#regradeOrder.cancelled",
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
                    "step": "products"
                  }
                },
                "target": "#regradeOrder.products.choosing"
              },
              {
                "guard": {
                  "type": "isAddressOf",
                  "params": {
                    "step": "customer"
                  }
                },
                "target": "#regradeOrder.customer"
              },
              {
                "guard": "and(isAddressOf, isAppointmentNeeded)",
                "target": "#regradeOrder.appointment"
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
              "target": "#regradeOrder.placed",
              "actions": [
                {
                  "type": "assignOrder"
                },
                {
                  "type": "notifySuccess",
                  "params": {
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
        "success.close": {
          "target": "done",
          "actions": [
            "reset",
            "finishPlaced"
          ]
        }
      }
    },
    "done": {
      "type": "final"
    },
    "invalidLink": {
      "type": "final",
      "entry": "clearStoredDraft"
    },
    "cancelled": {
      "type": "final",
      "entry": [
        "reset",
        "clearStoredDraft",
        "navigateToOrders"
      ]
    }
  }
});
