'use client';

import { useId } from 'react';
import { Notice } from './SiteNotice.styles';

export interface SiteNoticeProps {
  /** What the visitor should know about the site as a whole: "You are offline." */
  message: string;
  /** A way forward, when there is one ("Reload"). */
  action?: { label: string; onAction: () => void };
}

/**
 * A small notice about the site as a whole (offline, a new version), fixed to the window's
 * corner so that nothing on the page moves: announced politely, never taking the focus.
 */
export function SiteNotice({ message, action }: SiteNoticeProps) {
  const messageId = useId();
  return (
    <Notice aria-labelledby={messageId}>
      <p id={messageId} role="status">
        {message}
      </p>
      {action && (
        <button type="button" onClick={action.onAction}>
          {action.label}
        </button>
      )}
    </Notice>
  );
}
