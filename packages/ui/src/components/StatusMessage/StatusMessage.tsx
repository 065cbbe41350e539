'use client';

import { useId, type ReactNode } from 'react';
import { Actions, Panel } from './StatusMessage.styles';

export interface StatusMessageProps {
  title: string;
  message: string;
  /** `error` is announced at once (role="alert"); `info` politely (role="status"). */
  tone?: 'info' | 'error';
  /** Ways forward: links or buttons. */
  children?: ReactNode;
}

/** A visible, announced message in place of content that could not be shown. */
export function StatusMessage({ title, message, tone = 'info', children }: StatusMessageProps) {
  const headingId = useId();
  return (
    <Panel $tone={tone} aria-labelledby={headingId} data-tone={tone}>
      <div role={tone === 'error' ? 'alert' : 'status'}>
        <h2 id={headingId}>{title}</h2>
        <p>{message}</p>
      </div>
      {children && <Actions>{children}</Actions>}
    </Panel>
  );
}
