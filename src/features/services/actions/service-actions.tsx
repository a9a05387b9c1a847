import { Button } from 'antd';
import { useState } from 'react';
import { DetailSection, None } from '@/components/detail-section';
import type { ConfirmActionKind, FormActionKind } from '@/contracts/service-actions';
import type { ServiceDetail } from '@/contracts/services';
import { remoteActivationAllowed } from '@/lib/service-action-rules';
import { actionTexts } from './action-texts';
import styles from './actions.module.css';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { FormActionDialog } from './form-action-dialog';

type Kind = ConfirmActionKind | Exclude<FormActionKind, 'caseComment'>;
const confirmKinds: readonly Kind[] = ['cancel', 'cease', 'remoteActivation'];

/**
 * The actions a service's flags allow (spec 2 §4 "Service ordering of actions"): a button each, opening its dialog.
 * The sandbox checks the same flags again when the action is sent.
 */
function offeredActions(s: ServiceDetail): Kind[] {
  const offered: [Kind, boolean][] = [
    ['cancel', s.allow_cancel_cease],
    ['cease', s.allow_cease_service],
    ['remoteActivation', remoteActivationAllowed({ productFamily: s.product.family, status: s.status })],
    ['lineProfile', s.allow_line_profile_change],
    ['requestedDate', s.allow_change_requested_date],
    ['switchDate', s.allow_switch_date],
    ['contacts', s.allow_amend_service],
    ['location', s.allow_amend_service],
    ['network', s.allow_amend_service],
    ['installOptions', s.allow_amend_service && s.product.family === 'fttp'],
  ];
  return offered.filter(([, on]) => on).map(([kind]) => kind);
}

export function ServiceActions({ service }: { service: ServiceDetail }) {
  const [open, setOpen] = useState<Kind | null>(null);
  const offered = offeredActions(service);
  const close = () => setOpen(null);
  return (
    <DetailSection id="service-actions" title="Actions" wide>
      {offered.length === 0 ? (
        <None>No actions are available for this service in its current state.</None>
      ) : (
        <div className={styles.buttons}>
          {offered.map((kind) => (
            <Button key={kind} danger={kind === 'cancel' || kind === 'cease'} onClick={() => setOpen(kind)}>
              {actionTexts[kind].button}
            </Button>
          ))}
        </div>
      )}
      {open && confirmKinds.includes(open) && (
        <ConfirmActionDialog service={service} kind={open as ConfirmActionKind} onClose={close} />
      )}
      {open && !confirmKinds.includes(open) && (
        <FormActionDialog service={service} kind={open as Exclude<FormActionKind, 'caseComment'>} onClose={close} />
      )}
    </DetailSection>
  );
}
