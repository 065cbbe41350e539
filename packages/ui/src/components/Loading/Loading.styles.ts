import styled from 'styled-components';

export const Busy = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xl};
  text-align: center;
`;
