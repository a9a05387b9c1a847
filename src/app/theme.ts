import type { ThemeConfig } from 'antd';

/**
 * antd's default palette misses WCAG AA contrast in places (primary #1677ff on white is 4.1:1, secondary text 45 %
 * black on the grey layout is about 3:1). These tokens keep the look and reach at least 4.5:1.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    // Derived hovers are lighter: white on #2e7ae6 is 4.2:1 and a hovered link (#579df2) 2.8:1. Darker hovers keep AA.
    colorPrimaryHover: '#0a4cbd',
    colorLinkHover: '#0a4cbd',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // #ff4d4f carries white text at 3.2:1.
    colorError: '#cf1322',
  },
};
