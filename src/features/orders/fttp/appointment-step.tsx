import { useSelector } from '@xstate/react';
import { Button } from 'antd';
import { AppointmentSlotList, type AppointmentSlotListActor } from '@/components/appointment-slot-list';
import styles from '../order-funnel.module.css';
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
      <div className={styles.actions}>
        <Button onClick={() => actor.send({ type: 'step.cancel' })}>Cancel</Button>
        <Button onClick={() => actor.send({ type: 'step.back' })}>Back</Button>
        <Button type="primary" onClick={() => actor.send({ type: 'step.next' })}>
          Next
        </Button>
      </div>
    </div>
  );
}
