import { useSelector } from '@xstate/react';
import { Button } from 'antd';
import { AppointmentSlotList, type AppointmentSlotListActor } from '@/components/appointment-slot-list';
import styles from './regrade.module.css';
import type { RegradeWizardActor } from './use-regrade-wizard';

/** Appointment (spec 3 §2): the slot list (a child of the wizard); Next needs a reserved slot. */
export function AppointmentStep({ actor }: { actor: RegradeWizardActor }) {
  const slots = useSelector(actor, (s) => s.children.appointmentSlots) as AppointmentSlotListActor | undefined;
  const send = actor.send;
  return (
    <div>
      <h2 className={styles.stepTitle}>Book An Appointment</h2>
      <div className={styles.section}>{slots && <AppointmentSlotList actor={slots} />}</div>
      <div className={styles.actions}>
        <Button onClick={() => send({ type: 'step.back' })}>Back</Button>
        <Button onClick={() => send({ type: 'step.cancel' })}>Cancel</Button>
        <Button className={styles.next} type="primary" onClick={() => send({ type: 'step.next' })}>
          Next
        </Button>
      </div>
    </div>
  );
}
