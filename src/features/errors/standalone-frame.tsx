import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** The provider's name shown on pages outside the main layout, where there is no header. */
export const providerName = 'Fibre Wholesale Portal';

const frameStyle = {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 24,
} as const;

/** A simple centred page with the provider's name, for routes outside the main layout. */
export function StandaloneFrame({ children }: { children: ReactNode }) {
  return (
    <div style={frameStyle}>
      <header>
        <Typography.Text strong>{providerName}</Typography.Text>
      </header>
      <main style={{ width: '100%', maxWidth: 720 }}>{children}</main>
    </div>
  );
}
