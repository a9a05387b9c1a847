import { type incidentServiceCheckMachine, serviceCheckProgress } from '@machines/incident-service-check.machine';
import { useSelector } from '@xstate/react';
import { Form } from 'antd';
import type { ActorRefFrom } from 'xstate';
import { FunnelActions } from '@/components/funnel-actions';
import { FaultDetails } from './fault-details';
import { LineStatusPanel } from './line-status-panel';
import { Description, SiteContact, Vulnerability } from './service-details-sections';
import { ServiceLookup } from './service-lookup';
import { styles } from './styles';
import type { IncidentRaiseActor, ServiceStepActor } from './use-incident-raise';

/**
 * Step one, Service Details (spec 2 §2, §4, §5): the lookup, the line-status panel and the service form. What the user
 * does goes to the step's own machine (the funnel's child `serviceStep`), which holds the values and their messages;
 * Next and Cancel go to the funnel.
 */
export function ServiceDetailsStep({ actor }: { actor: IncidentRaiseActor }) {
  const step = useSelector(actor, (s) => s.children.serviceStep as ServiceStepActor | undefined);
  const canNext = useSelector(actor, (s) => s.can({ type: 'step.next' }));
  if (!step) return null;
  return (
    // The form only lays the fields out and submits on Enter: the values live in the machine.
    <Form layout="vertical" onFinish={() => actor.send({ type: 'step.next' })} requiredMark>
      <ServiceSection step={step} />
      <FaultDetails step={step} />
      <SiteContact step={step} />
      <Vulnerability step={step} />
      <Description step={step} />
      <FunnelActions
        cancel={{ onClick: () => actor.send({ type: 'step.cancel' }) }}
        next={{ label: 'Next', submit: true, disabled: !canNext }}
      />
    </Form>
  );
}

/** The service lookup and what its checks found. */
function ServiceSection({ step }: { step: ServiceStepActor }) {
  const referenceText = useSelector(step, (s) => s.context.referenceText);
  const check = useSelector(step, (s) => s.context.check);
  const checking = useSelector(step, (s) => s.hasTag('busy'));
  const checkChild = useSelector(
    step,
    (s) => s.children.checkService as ActorRefFrom<typeof incidentServiceCheckMachine> | undefined,
  );
  const progress = useSelector(checkChild, (s) => (s ? serviceCheckProgress(s) : null));
  return (
    <section className={styles.section} aria-labelledby="service-heading">
      <h2 id="service-heading">Service</h2>
      <ServiceLookup
        text={referenceText}
        disabled={checking}
        onType={(text) => step.send({ type: 'reference.type', text })}
        onSelect={(serviceReference) => step.send({ type: 'service.select', serviceReference })}
        onEnter={() => step.send({ type: 'reference.submit' })}
      />
      <LineStatusPanel
        check={checking ? null : check}
        progress={checking ? (progress ?? 'Checking the service…') : null}
      />
    </section>
  );
}
