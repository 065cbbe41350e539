import { styled } from 'styled-components';
import { pillLink } from '../ButtonLink/ButtonLink';

export const Panel = styled.section<{ $tone: 'info' | 'error' }>`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 6px solid
    ${({ theme, $tone }) => ($tone === 'error' ? theme.color.accent : theme.color.link)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  h1,
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};

  /* The way forward (Try again): the site's main-action pill. */
  & > button {
    ${pillLink}
    border: 0;
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    cursor: pointer;
  }
`;
