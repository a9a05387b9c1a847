import { useSelector } from '@xstate/react';
import { AppointmentSlotList, type AppointmentSlotListActor } from '@/components/appointment-slot-list';
import { FunnelActions } from '@/components/funnel-actions';
import styles from '@/components/funnel-layout.module.css';
import type { FttpOrderActor } from './use-fttp-order';

/** appointment: 'Book An Appointment' (spec 3 §2, §4): the slot list; Next needs a reserved slot. */
export function AppointmentStep({ actor }: { actor: FttpOrderActor }) {
  const slots = useSelector(actor, (s) => s.children.appointmentSlots as AppointmentSlotListActor | undefined);
  return (
    <div>
      <h2 className={styles.stepTitle}>Book An Appointment</h2>
      <section className={styles.section} aria-label="Appointments">
        {slots && <AppointmentSlotList actor={slots} />}
      </section>
      <FunnelActions
        cancel={{ onClick: () => actor.send({ type: 'step.cancel' }) }}
        back={{ onClick: () => actor.send({ type: 'step.back' }) }}
        next={{ label: 'Next', onClick: () => actor.send({ type: 'step.next' }) }}
      />
    </div>
  );
}
