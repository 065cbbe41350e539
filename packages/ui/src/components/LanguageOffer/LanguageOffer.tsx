'use client';

import { useId } from 'react';
import { Actions, Note } from './LanguageOffer.styles';

export interface LanguageOfferProps {
  /** The offered language (BCP 47): the note is written in it. */
  lang: string;
  /** What is offered, in that language: "This page is also in Chinese." */
  message: string;
  acceptLabel: string;
  dismissLabel: string;
  onAccept: () => void;
  onDismiss: () => void;
}

/**
 * A small note offering the page in another language, written in that language: announced
 * politely, never taking the focus, fixed to the corner of the window so that nothing moves.
 */
export function LanguageOffer({
  lang,
  message,
  acceptLabel,
  dismissLabel,
  onAccept,
  onDismiss,
}: LanguageOfferProps) {
  const messageId = useId();
  return (
    <Note lang={lang} aria-labelledby={messageId}>
      <p id={messageId} role="status">
        {message}
      </p>
      <Actions>
        <button type="button" onClick={onAccept}>
          {acceptLabel}
        </button>
        <button type="button" onClick={onDismiss}>
          {dismissLabel}
        </button>
      </Actions>
    </Note>
  );
}
