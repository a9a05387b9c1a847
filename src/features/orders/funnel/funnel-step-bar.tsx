import { FunnelSteps } from '@/components/funnel-steps';

/**
 * Every ordering funnel's step bar: the steps its machine says this journey has (a skipped Appointment left out, never
 * ticked), the current one from the machine's state meta.
 */
export function FunnelStepBar<S extends string>({
  steps,
  titles,
  current,
}: {
  steps: readonly S[];
  titles: Record<S, string>;
  current: S;
}) {
  return <FunnelSteps titles={steps.map((step) => titles[step])} current={steps.indexOf(current)} />;
}
