'use client';

import { Message, Title } from './ToastMessage.styles';

export interface ToastMessageProps {
  title: string;
  message: string;
}

/** The body of a toast: a title and a short message. */
export function ToastMessage({ title, message }: ToastMessageProps) {
  return (
    <div>
      <Title>{title}</Title>
      <Message>{message}</Message>
    </div>
  );
}
