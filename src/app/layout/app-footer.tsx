import { Flex, Layout } from 'antd';
import { Link } from 'wouter';
import { useEnv } from '@/app/env-context';
import { paths } from '@/app/paths';
import styles from './app-footer.module.css';

/** Spec 1 §2 footer: the feedback call-to-action and links to the terms of service and privacy statement. */
export function AppFooter() {
  const env = useEnv();
  return (
    <Layout.Footer style={{ paddingBlock: 16 }} className={styles.footer}>
      <Flex wrap justify="space-between" gap={16}>
        <span>
          Tell us what you think of the portal:{' '}
          <a href={env.links.feedback} target="_blank" rel="noopener noreferrer">
            Give feedback
          </a>
        </span>
        <Flex gap={16}>
          <Link href={paths.termsOfService.getHref()}>Terms of Service</Link>
          <a href={env.links.privacyPolicy} target="_blank" rel="noopener noreferrer">
            Privacy Statement
          </a>
        </Flex>
      </Flex>
    </Layout.Footer>
  );
}
