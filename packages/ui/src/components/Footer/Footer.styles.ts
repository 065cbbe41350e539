import { styled, css } from 'styled-components';
import { onHover } from '../../theme/hover';
import { notPrinted } from '../../theme/print';
import { Link } from '../Link';

export const FooterRoot = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxl};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  ${notPrinted}
`;

export const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
`;

export const LinkGroup = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FooterLink = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => theme.space.xxs} 0;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;

  ${onHover(css`
    color: ${({ theme }) => theme.color.accent};
    text-decoration: underline;
  `)}
`;

export const QuoteBlock = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.accent};
    font-size: ${({ theme }) => theme.font.size.md};
  }

  blockquote {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-style: italic;
  }
`;

export const Copyright = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;
