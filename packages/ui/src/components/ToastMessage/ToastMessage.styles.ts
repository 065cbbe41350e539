import { styled } from 'styled-components';

export const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Message = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
`;
