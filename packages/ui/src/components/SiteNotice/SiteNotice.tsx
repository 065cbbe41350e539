'use client';

import { useEffect, useId, useRef } from 'react';
import { Notice } from './SiteNotice.styles';

export interface SiteNoticeProps {
  /** What the visitor should know about the site as a whole: "You are offline." */
  message: string;
  /** A way forward, when there is one ("Reload"). */
  action?: { label: string; onAction: () => void };
}

/**
 * The notice's height, with its gap from the window's edge, in this variable on the root while
 * it shows: what else is fixed to the bottom (the toasts) stands above it.
 */
export const SITE_NOTICE_BLOCK_SIZE = '--site-notice-block-size';

function useReservedBlockSize() {
  const notice = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = notice.current;
    if (!element) return;
    const root = document.documentElement;
    const reserve = () => {
      const fromBottom = window.innerHeight - element.getBoundingClientRect().top;
      root.style.setProperty(SITE_NOTICE_BLOCK_SIZE, `${Math.ceil(fromBottom)}px`);
    };
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(SITE_NOTICE_BLOCK_SIZE);
    };
  }, []);
  return notice;
}

/**
 * A small notice about the site as a whole (offline, a new version), fixed to the window's
 * corner so that nothing on the page moves: announced politely, never taking the focus.
 * Toasts rise above it (see `SITE_NOTICE_BLOCK_SIZE`).
 */
export function SiteNotice({ message, action }: SiteNoticeProps) {
  const messageId = useId();
  const notice = useReservedBlockSize();
  return (
    <Notice ref={notice} aria-labelledby={messageId}>
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
