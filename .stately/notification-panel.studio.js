// Generated from machines/notification-panel.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const notificationPanelMachine = createMachine({
  "id": "notificationPanel",
  "on": {
    "unread.change": {
      "actions": {
        "type": "assignUnread"
      }
    }
  },
  "initial": "closed",
  "states": {
    "closed": {
      "on": {
        "panel.open": {
          "target": "open",
          "actions": "clearFailure"
        }
      }
    },
    "open": {
      "initial": "idle",
      "on": {
        "panel.close": "closed"
      },
      "states": {
        "idle": {
          "on": {
            "tab.select": {
              "guard": {
                "type": "isTabOffered"
              },
              "actions": {
                "type": "assignTab"
              }
            },
            "notification.open": [
              {
                "guard": {
                  "type": "isUnread"
                },
                "target": "markingRead",
                "actions": {
                  "type": "assignOpened"
                }
              },
              {
                "target": "#notificationPanel.closed",
                "actions": {
                  "type": "navigate"
                }
              }
            ],
            "all.read": {
              "guard": "hasUnread",
              "target": "markingAllRead"
            }
          }
        },
        "markingRead": {
          "tags": [
            "busy"
          ],
          "invoke": {
            "id": "markRead",
            "src": "markRead",
            "onDone": {
              "target": "#notificationPanel.closed",
              "actions": [
                "refresh",
                {
                  "type": "navigate"
                },
                "clearOpened"
              ]
            },
            "onError": {
              "target": "#notificationPanel.closed",
              "actions": [
                {
                  "type": "navigate"
                },
                "clearOpened"
              ]
            }
          }
        },
        "markingAllRead": {
          "tags": [
            "busy"
          ],
          "invoke": {
            "id": "markAllRead",
            "src": "markAllRead",
            "onDone": {
              "target": "idle",
              "actions": [
                "markAllDone",
                "refresh"
              ]
            },
            "onError": {
              "target": "idle",
              "actions": "markAllFailed"
            }
          }
        }
      }
    }
  }
});
