import { Button, Flex, Layout } from 'antd';
import { Suspense, useState } from 'react';
import { Link } from 'wouter';
import { useEnv } from '@/app/env-context';
import { QuietBoundary } from '@/app/layout/quiet-boundary';
import { FeedbackDialog } from '@/app/lazy-pages';
import { paths } from '@/app/paths';

// Links in running text must not rely on colour alone (WCAG 1.4.1); inline so no stylesheet order can undo it.
const underlined = { textDecoration: 'underline' } as const;
const inlineButton = { ...underlined, padding: 0, height: 'auto' } as const;

/** Spec 1 §2 footer: the feedback call-to-action and links to the terms of service and privacy statement. */
export function AppFooter() {
  const env = useEnv();
  // How often the user asked for the form; its code is fetched on the first ask (features/feedback/feedback-dialog.tsx).
  const [feedbackAsks, setFeedbackAsks] = useState(0);
  return (
    <Layout.Footer style={{ paddingBlock: 16 }}>
      <Flex wrap justify="space-between" gap={16}>
        <span>
          Tell us what you think of the portal:{' '}
          <Button type="link" style={inlineButton} aria-haspopup="dialog" onClick={() => setFeedbackAsks((n) => n + 1)}>
            Give feedback
          </Button>
        </span>
        <Flex gap={16}>
          <Link href={paths.termsOfService.getHref()} style={underlined}>
            Terms of Service
          </Link>
          <a href={env.links.privacyPolicy} target="_blank" rel="noopener noreferrer" style={underlined}>
            Privacy Statement
          </a>
        </Flex>
      </Flex>
      {feedbackAsks > 0 && (
        <QuietBoundary>
          <Suspense fallback={null}>
            <FeedbackDialog openRequests={feedbackAsks} />
          </Suspense>
        </QuietBoundary>
      )}
    </Layout.Footer>
  );
}
