import { styled } from 'styled-components';

export const Section = styled.section`
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const List = styled.ol`
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space.lg};
  border-left: 2px solid ${({ theme }) => theme.color.border};
  list-style: none;
`;

export const Entry = styled.li`
  position: relative;
  padding: 0 0 ${({ theme }) => theme.space.lg};

  &::before {
    content: '';
    position: absolute;
    top: 0.4rem;
    left: calc(-${({ theme }) => theme.space.lg} - 7px);
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.gold};
  }

  span {
    color: ${({ theme }) => theme.color.accent};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  h3 {
    margin: ${({ theme }) => theme.space.xxs} 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
