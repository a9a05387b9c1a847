// Generated from machines/ethernet-order.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const ethernetOrderMachine = createMachine({
  "id": "ethernetOrder",
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
          "target": "#ethernetOrder.availability",
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
          "target": "#ethernetOrder.availability",
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
            "id": "lookupPostcode",
            "src": "lookupPostcode",
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
            "id": "checkExistingOrder",
            "src": "checkExistingOrder",
            "onDone": [
              {
                "guard": {
                  "type": "isTrue"
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
                "target": "#ethernetOrder.products"
              }
            ],
            "onError": {
              "target": "choosing",
              "actions": {
                "type": "reportFailure"
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
          "target": "#ethernetOrder.availability.choosing",
          "actions": "forgetLaterSteps"
        },
        "step.cancel": {
          "target": "#ethernetOrder.availability",
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
            "target": "#ethernetOrder.availability.choosing",
            "actions": "forgetLaterSteps"
          },
          {
            "guard": "and(isAddressOf, isChoiceValid)",
            "target": "#ethernetOrder.customer"
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
          "always": [
            {
              "guard": "isOverFfn",
              "target": "ffn"
            },
            {
              "target": "metro"
            }
          ]
        },
        "metro": {
          "tags": [
            "busy"
          ],
          "invoke": {
            "id": "metroProducts",
            "src": "metroProducts",
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
                "target": "failed",
                "actions": {
                  "type": "notify",
                  "params": {
                    "kind": "error",
                    "title": "Failed to retrieve Metro products.",
                    "description": "",
                    "duration": 5
                  }
                }
              },
              {
                "target": "none"
              }
            ]
          }
        },
        "ffn": {
          "tags": [
            "busy"
          ],
          "invoke": {
            "id": "ffnProducts",
            "src": "ffnProducts",
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
                "target": "none"
              }
            ],
            "onError": {
              "target": "failed",
              "actions": {
                "type": "reportFailure"
              }
            }
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
            "term.select": {
              "guard": {
                "type": "isTermOffered"
              },
              "actions": [
                {
                  "type": "assignTerm"
                },
                {
                  "type": "saveDraft"
                }
              ]
            },
            "product.select": {
              "guard": {
                "type": "isProductOffered"
              },
              "actions": [
                {
                  "type": "assignProduct"
                },
                {
                  "type": "saveDraft"
                }
              ]
            },
            "step.next": [
              {
                "guard": "isChoiceValid",
                "target": "#ethernetOrder.customer"
              },
              {
                "actions": {
                  "type": "notify",
                  "params": {
                    "kind": "error",
                    "title": "Please select a product to proceed.",
                    "description": "",
                    "duration": 6
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
        "assignCustomerDefaults"
      ],
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
            "target": "#ethernetOrder.products.choosing"
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
            "step.back": "#ethernetOrder.products.choosing",
            "step.cancel": {
              "target": "#ethernetOrder.availability",
              "actions": [
                "resetOrder",
                "clearStoredDraft"
              ]
            },
            "ptw.change": {
              "actions": [
                {
                  "type": "assignPtw"
                },
                {
                  "type": "saveDraft"
                }
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
            "onDone": {
              "target": "#ethernetOrder.summary"
            },
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
            "step.submit": [
              {
                "guard": "isPtwApproved",
                "target": "placing"
              },
              {
                "actions": {
                  "type": "notify",
                  "params": {
                    "kind": "error",
                    "title": "PTW documents should be approved",
                    "description": "Please tick 'I verify that the files I submitted are signed by the right authorities.' or remove the files.",
                    "duration": 10
                  }
                }
              }
            ],
            "step.back": {
              "target": "#ethernetOrder.customer.editing",
              "actions": "forgetKey"
            },
            "step.cancel": {
              "target": "#ethernetOrder.availability",
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
                "guard": {
                  "type": "isAddressOf",
                  "params": {
                    "step": "customer"
                  }
                },
                "target": "#ethernetOrder.customer.editing",
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
            "onDone": [
              {
                "guard": "hasPtwFiles",
                "target": "uploading",
                "actions": [
                  {
                    "type": "assignOrder"
                  },
                  "clearStoredDraft"
                ]
              },
              {
                "target": "#ethernetOrder.placed",
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
              }
            ],
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
        },
        "uploading": {
          "tags": [
            "busy"
          ],
          "invoke": {
            "id": "uploadPtw",
            "src": "uploadPtw",
            "onDone": {
              "target": "#ethernetOrder.placed",
              "actions": [
                {
                  "type": "notify",
                  "params": {
                    "kind": "success",
                    "title": "Order placed successfully",
                    "description": "Your order has been placed successfully.",
                    "duration": 5
                  }
                },
                {
                  "type": "notify",
                  "params": {
                    "kind": "success",
                    "title": "PTW files uploaded successfully",
                    "description": "PTW file upload request submitted.",
                    "duration": 10
                  }
                }
              ]
            },
            "onError": {
              "target": "#ethernetOrder.placed",
              "actions": [
                {
                  "type": "notify",
                  "params": {
                    "kind": "success",
                    "title": "Order placed successfully",
                    "description": "Your order has been placed successfully.",
                    "duration": 5
                  }
                },
                {
                  "type": "notify",
                  "params": {
                    "kind": "error",
                    "title": "PTW file upload was unsuccessful",
                    "description": "Sorry, PTW file upload failed. Please proceed to the Service Portal and try again.",
                    "duration": 10
                  }
                }
              ]
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
