import { Typography } from 'antd';
import { termsLastUpdated, termsSections } from './terms-of-service-sections';

/** /terms-of-service: readable without signing in, and the page the terms modal links to. */
export function TermsOfServicePage() {
  return (
    <main style={{ maxWidth: 800, margin: '0 auto', padding: 24 }}>
      <Typography.Title level={1}>Terms of Service</Typography.Title>
      <Typography.Paragraph type="secondary">Last updated {termsLastUpdated}</Typography.Paragraph>
      {termsSections.map((section) => (
        <section key={section.heading} aria-label={section.heading}>
          <Typography.Title level={2}>{section.heading}</Typography.Title>
          {section.paragraphs.map((text) => (
            <Typography.Paragraph key={text}>{text}</Typography.Paragraph>
          ))}
        </section>
      ))}
    </main>
  );
}
