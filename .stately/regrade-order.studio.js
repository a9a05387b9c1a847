// Generated from machines/regrade-order.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const regradeOrderMachine = createMachine({
  "id": "regradeOrder",
  "invoke": {
    "id": "address",
    "src": "address"
  },
  "initial": "opening",
  "states": {
    "opening": {
      "always": [
        {
          "guard": "hasToken",
          "target": "products"
        },
        {
          "target": "invalidLink"
        }
      ]
    },
    "products": {
      "meta": {
        "step": "products"
      },
      "initial": "retrieving",
      "on": {
        "step.cancel": "#regradeOrder.cancelled"
      },
      "states": {
        "retrieving": {
          "tags": [
            "busy"
          ],
          "invoke": {
            "id": "lookupRegrade",
            "src": "lookupRegrade",
            "onDone": [
              {
                "guard": {
                  "type": "isRetrieved"
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
                "target": "failed"
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
                      "kind": "error",
                      "title": "Existing order in progress",
                      "description": "There is already an order in progress for this property.",
                      "duration": 5
                    }
                  },
                  "clearStoredDraft"
                ]
              },
              {
                "target": "#regradeOrder.restoring"
              }
            ],
            "onError": "failed"
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
        "none": {
          "entry": {
            "type": "showStep",
            "params": {
              "step": "products",
              "replace": true
            }
          }
        },
        "failed": {
          "entry": {
            "type": "showStep",
            "params": {
              "step": "products",
              "replace": true
            }
          },
          "on": {
            "products.retry": "retrieving"
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
              "guard": "isChoiceValid",
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
                "guard": "and(isAddressOf, isChoiceValid)",
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
        "onError": "products.choosing"
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
          "target": "#regradeOrder.products.choosing",
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
          "target": "products.choosing"
        }
      ]
    },
    "customer": {
      "meta": {
        "step": "customer"
      },
      "initial": "editing",
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
      },
      "states": {
        "editing": {
          "entry": {
            "type": "saveDraft"
          },
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
            "step.back": "#regradeOrder.products.choosing",
            "step.cancel": "#regradeOrder.cancelled"
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
                "kind": "error",
                "title": "Appointment required",
                "description": "Please select an appointment to continue.",
                "duration": 5
              }
            }
          }
        ],
        "step.back": "#regradeOrder.customer",
        "step.cancel": "#regradeOrder.cancelled",
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
            "guard": "and(isAddressOf, hasAppointment)",
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
                "guard": "isAppointmentNeeded",
                "target": "#regradeOrder.appointment",
                "actions": "forgetKey"
              },
              {
                "target": "#regradeOrder.customer",
                "actions": "forgetKey"
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
                "target": "#regradeOrder.products.choosing",
                "actions": "forgetKey"
              },
              {
                "guard": {
                  "type": "isAddressOf",
                  "params": {
                    "step": "customer"
                  }
                },
                "target": "#regradeOrder.customer",
                "actions": "forgetKey"
              },
              {
                "guard": "and(isAddressOf, isAppointmentNeeded)",
                "target": "#regradeOrder.appointment",
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
              "target": "#regradeOrder.placed",
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
    },
    "invalidLink": {
      "type": "final",
      "entry": "clearStoredDraft"
    },
    "cancelled": {
      "type": "final",
      "entry": [
        "resetOrder",
        "clearStoredDraft",
        "navigateToOrders"
      ]
    }
  }
});
