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
  /** 1 where the message is all the page shows (its only heading), else 2. */
  headingLevel?: 1 | 2;
}

/** A visible, announced message in place of content that could not be shown. */
export function StatusMessage({
  title,
  message,
  tone = 'info',
  children,
  headingLevel = 2,
}: StatusMessageProps) {
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Panel $tone={tone} aria-labelledby={headingId} data-tone={tone}>
      <div role={tone === 'error' ? 'alert' : 'status'}>
        <Heading id={headingId}>{title}</Heading>
        <p>{message}</p>
      </div>
      {children && <Actions>{children}</Actions>}
    </Panel>
  );
}
