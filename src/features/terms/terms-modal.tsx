import { termsMachine } from '@machines/terms.machine';
import { useMachine } from '@xstate/react';
import { Button, Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useId } from 'react';
import { fromPromise } from 'xstate';
import { inspectionOptions } from '@/lib/inspect';
import { readLocalAcceptance, rememberLocalAcceptance } from './local-acceptance';

export interface TermsModalProps {
  userId: string;
  termsAccepted: boolean;
  onTermsPage: boolean;
  acceptTerms(name: string): Promise<void>;
  refreshSession(): Promise<void>;
}

/** The terms prompt (spec §4, §5): rendered from the terms machine; it can only be completed, never dismissed. */
export function TermsModal({ userId, termsAccepted, onTermsPage, acceptTerms, refreshSession }: TermsModalProps) {
  // Implementations are re-provided every render; @xstate/react swaps them in, so the latest props are used.
  const [snapshot, send] = useMachine(
    termsMachine.provide({
      actors: {
        acceptTerms: fromPromise<unknown, { name: string }>(({ input }) => acceptTerms(input.name)),
        refreshSession: fromPromise<unknown>(() => refreshSession()),
      },
      actions: { rememberAcceptance: () => rememberLocalAcceptance(userId) },
    }),
    inspectionOptions(),
  );
  const nameId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the user is loaded once; later route changes arrive below.
  useEffect(() => {
    send({ type: 'user.loaded', termsAccepted, locallyAccepted: readLocalAcceptance(userId), onTermsPage });
  }, [send]);

  useEffect(() => {
    send({ type: 'route.change', onTermsPage });
  }, [send, onTermsPage]);

  return (
    <Modal
      open={snapshot.hasTag('visible')}
      title="Terms of Service"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={null}
    >
      <Typography.Paragraph>
        Before you continue, please read and accept the{' '}
        {/* A new tab, so reading the terms does not leave the page and drop what was typed here. */}
        {/* Underlined: a link inside a sentence is not told apart by colour alone (WCAG 1.4.1, axe link-in-text-block). */}
        <a href="/terms-of-service" target="_blank" rel="noopener" style={{ textDecoration: 'underline' }}>
          terms of service
        </a>{' '}
        for using this portal.
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={() => send({ type: 'terms.continue' })}>
        <Form.Item label="Full name" htmlFor={nameId} required>
          <Input
            id={nameId}
            autoComplete="name"
            value={snapshot.context.name}
            onChange={(e) => send({ type: 'name.change', value: e.target.value })}
          />
        </Form.Item>
        <Form.Item>
          <Checkbox
            checked={snapshot.context.agreed}
            onChange={(e) => send({ type: 'agreement.toggle', checked: e.target.checked })}
          >
            I agree to the terms of service
          </Checkbox>
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          disabled={!snapshot.can({ type: 'terms.continue' })}
          loading={snapshot.hasTag('busy')}
        >
          Continue
        </Button>
      </Form>
    </Modal>
  );
}
