import { styled } from 'styled-components';
import { SITE_NOTICE_BLOCK_SIZE, ToastMessage } from '@portfolio/ui';
import { valueStore } from '../browser/valueStore';
import type { ToastContent } from './toastContent';

const latest = valueStore<ToastContent | undefined>(undefined);

/** Shows a toast without the toasts' library, for when it could not be had. */
export const showPlainToast = (content: ToastContent) => latest.set(content);

const Frame = styled.div`
  position: fixed;
  inset-inline: 1rem;
  /* Above a site notice when one shows. */
  bottom: var(${SITE_NOTICE_BLOCK_SIZE}, 1rem);
  max-width: 28rem;
  margin-inline: auto;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
`;

/** The latest toast the library could not show, at the bottom centre. */
export function PlainToast() {
  const toast = latest.use();
  return toast ? (
    <Frame role="alert">
      <ToastMessage title={toast.title} message={toast.message} />
    </Frame>
  ) : null;
}
