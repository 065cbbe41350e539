import { styled } from 'styled-components';
import { notPrinted } from '../../theme/print';

export const Field = styled.div`
  ${notPrinted}
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  select {
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
  }
`;
