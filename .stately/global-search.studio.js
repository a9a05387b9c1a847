// Generated from machines/global-search.machine.ts by tests/support/stately-export.ts; do not edit by hand.
// Paste into Stately Studio (Import from code): implementations are named only, their code stays in the source.
import { createMachine } from 'xstate';

export const globalSearchMachine = createMachine({
  "id": "globalSearch",
  "context": {
    "term": "",
    "searched": "",
    "outcomes": [],
    "active": -1
  },
  "initial": "closed",
  "states": {
    "closed": {
      "on": {
        "search.open": "open"
      }
    },
    "open": {
      "initial": "idle",
      "on": {
        "search.close": {
          "target": "closed",
          "actions": "reset"
        },
        "term.change": [
          {
            "guard": "isBlankTerm",
            "target": ".idle",
            "actions": [
              "assignTerm",
              "clearResults"
            ]
          },
          {
            "guard": "isShortTerm",
            "target": ".tooShort",
            "actions": [
              "assignTerm",
              "clearResults"
            ]
          },
          {
            "target": ".waiting",
            "reenter": true,
            "actions": "assignTerm"
          }
        ]
      },
      "states": {
        "idle": {},
        "tooShort": {},
        "waiting": {
          "after": {
            "pause": "searching"
          }
        },
        "searching": {
          "tags": [
            "busy"
          ],
          "invoke": {
            "id": "search",
            "src": "search",
            "onDone": [
              {
                "guard": "isEveryCategoryFailed",
                "target": "failed"
              },
              {
                "guard": "hasNoHits",
                "target": "noResults"
              },
              {
                "target": "results"
              }
            ],
            "onError": "failed"
          }
        },
        "results": {
          "on": {
            "selection.next": {
              "actions": "next"
            },
            "selection.previous": {
              "actions": "previous"
            },
            "selection.choose": {
              "guard": "hasActive",
              "target": "#globalSearch.closed",
              "actions": [
                "openActive",
                "reset"
              ]
            }
          }
        },
        "noResults": {},
        "failed": {
          "on": {
            "search.retry": "searching"
          }
        }
      }
    }
  }
});
