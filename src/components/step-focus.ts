import { type RefObject, useEffect, useRef } from 'react';

/** How long after a step bar goes (a busy step shown without it) a new one still counts as the same funnel moving on. */
const sameFunnelMs = 30_000;
let lastBar: { step: string; at: number } | undefined;

/** The first second-level heading after the step bar: the step's title (or its first section's). */
function headingAfter(bar: HTMLElement): HTMLElement | undefined {
  const scope = bar.parentElement;
  if (!scope) return undefined;
  return [...scope.querySelectorAll<HTMLElement>('h2')].find(
    (h) => bar.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
}

/** Focus fell out of the page: to the body, or it stays on a control that was disabled or removed. */
function focusLost(): boolean {
  const active = document.activeElement as (HTMLElement & { disabled?: boolean }) | null;
  return !active || active === document.body || active.disabled === true || !active.isConnected;
}

/**
 * Where focus goes in a multi-step form (GOV.UK's multi-page forms): to the new step's heading when the step changes
 * (the heading takes tabIndex -1), and back to that heading when the control that had it is disabled or removed (Enter
 * in a search that is busy, a Reserve that moves the journey on), never to the page's body. A page that opens on a step
 * keeps focus where the browser put it. `bar` is the funnel's step bar: the step is what comes after it.
 */
export function useStepFocus(step: string | undefined, bar: RefObject<HTMLElement | null>) {
  const last = useRef<string | undefined>(undefined);
  const pending = useRef(false);
  // Focus was last inside the funnel by keyboard or a control's own focus (a pointer press elsewhere clears it).
  const owned = useRef(false);
  const settle = useRef(() => {});

  useEffect(() => {
    const element = bar.current;
    const scope = element?.parentElement;
    if (!element || !scope) return;
    settle.current = () => {
      if (!pending.current && !(owned.current && focusLost())) return;
      const heading = headingAfter(element);
      if (!heading) return;
      pending.current = false;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
    };
    // Steps load lazily and busy controls are disabled after React's commit: the heading is looked for as the DOM moves.
    const observer = new MutationObserver(() => settle.current());
    observer.observe(scope, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    const onFocusIn = (event: FocusEvent) => {
      owned.current = scope.contains(event.target as Node);
    };
    const onPointerDown = () => {
      owned.current = false;
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [bar]);

  useEffect(() => {
    if (step === undefined || last.current === step) return;
    const previous = last.current ?? (lastBar && Date.now() - lastBar.at < sameFunnelMs ? lastBar.step : undefined);
    pending.current = previous !== undefined && previous !== step;
    last.current = step;
    lastBar = { step, at: Date.now() };
    settle.current();
  }, [step]);

  useEffect(
    () => () => {
      if (last.current !== undefined) lastBar = { step: last.current, at: Date.now() };
    },
    [],
  );
}
