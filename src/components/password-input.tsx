import { Input } from 'antd';
import type { ComponentProps } from 'react';
import styles from './password-input.module.css';

/** antd's password field with a show/hide button large enough to press (WCAG 2.2 target size). */
export function PasswordInput({ className, ...props }: ComponentProps<typeof Input.Password>) {
  return <Input.Password {...props} className={[styles.password, className].filter(Boolean).join(' ')} />;
}
