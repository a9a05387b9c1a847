import { Flex, Layout } from 'antd';
import { Link } from 'wouter';
import { useEnv } from '@/app/env-context';
import { paths } from '@/app/paths';

// Links in running text must not rely on colour alone (WCAG 1.4.1); inline so no stylesheet order can undo it.
const underlined = { textDecoration: 'underline' } as const;

/** Spec 1 §2 footer: the feedback call-to-action and links to the terms of service and privacy statement. */
export function AppFooter() {
  const env = useEnv();
  return (
    <Layout.Footer style={{ paddingBlock: 16 }}>
      <Flex wrap justify="space-between" gap={16}>
        <span>
          Tell us what you think of the portal:{' '}
          <a href={env.links.feedback} target="_blank" rel="noopener noreferrer" style={underlined}>
            Give feedback
          </a>
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
    </Layout.Footer>
  );
}
