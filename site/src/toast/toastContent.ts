import type { ToastTone } from '@portfolio/ui';

/** What a toast says. */
export interface ToastContent {
  title: string;
  message: string;
  tone?: ToastTone;
}
