import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertTone = 'success' | 'info' | 'warning' | 'danger';

const TONES: Record<AlertTone, { background: string; border: string; color: string }> = {
  success: { background: '#e8f5ec', border: '#9fd3b1', color: '#14532d' },
  info: { background: '#eef2fb', border: '#b8c6ea', color: '#1e3a8a' },
  warning: { background: 'var(--color-warning-bg)', border: '#f0cf6b', color: '#6b4e00' },
  danger: { background: '#fdecea', border: '#f1aca5', color: 'var(--color-danger)' },
};

const Box = styled.div<{ $tone: AlertTone }>`
  padding: 12px 16px;
  border-radius: 10px;
  border: 1px solid ${({ $tone }) => TONES[$tone].border};
  background: ${({ $tone }) => TONES[$tone].background};
  color: ${({ $tone }) => TONES[$tone].color};
  margin: 12px 0;
  p {
    margin: 0;
  }
  p + p {
    margin-top: 4px;
  }
`;

/** A message box. Warnings and dangers are announced at once (role alert); the rest politely. */
export function Alert({ tone, children, className }: { tone: AlertTone; children: ReactNode; className?: string }) {
  const urgent = tone === 'warning' || tone === 'danger';
  return (
    <Box $tone={tone} role={urgent ? 'alert' : 'status'} className={className} data-tone={tone}>
      {children}
    </Box>
  );
}
