import { styled } from 'styled-components';

export const Root = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} 0`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const Tab = styled.button`
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;

  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.text};
  }
`;

export const Panel = styled.div`
  padding: ${({ theme }) => theme.space.lg} 0;
`;
