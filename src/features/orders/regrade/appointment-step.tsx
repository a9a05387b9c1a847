import { useSelector } from '@xstate/react';
import { AppointmentSlotList, type AppointmentSlotListActor } from '@/components/appointment-slot-list';
import { FunnelActions } from '@/components/funnel-actions';
import { styles } from './styles';
import type { RegradeWizardActor } from './use-regrade-wizard';

/** Appointment (spec 3 §2): the slot list (a child of the wizard); Next needs a reserved slot. */
export function AppointmentStep({ actor }: { actor: RegradeWizardActor }) {
  const slots = useSelector(actor, (s) => s.children.appointmentSlots) as AppointmentSlotListActor | undefined;
  const send = actor.send;
  return (
    <div>
      <h2 className={styles.stepTitle}>Book An Appointment</h2>
      <div className={styles.section}>{slots && <AppointmentSlotList actor={slots} />}</div>
      <FunnelActions
        cancel={{ onClick: () => send({ type: 'step.cancel' }) }}
        back={{ onClick: () => send({ type: 'step.back' }) }}
        next={{ label: 'Next', onClick: () => send({ type: 'step.next' }) }}
      />
    </div>
  );
}
