import { styled, css } from 'styled-components';
import { onHover } from '../../theme/hover';
import { notPrinted } from '../../theme/print';
import { displayIn } from '../../theme/themeVariables';
import type { ThemeMode } from '../../theme/themes';
import { Link } from '../Link';

const phone = ({ theme }: { theme: { breakpoint: { tablet: string } } }) =>
  `@media (max-width: ${theme.breakpoint.tablet})`;

export const Header = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndex.navbar};
  height: ${({ theme }) => theme.layout.navbarHeight};
  background: ${({ theme }) => theme.color.navbar};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  backdrop-filter: blur(8px);
  ${notPrinted}
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;

export const Brand = styled(Link)`
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
`;

export const Nav = styled.nav`
  margin-left: auto;
  display: flex;
  align-items: center;
`;

export const iconButton = css`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};

  ${onHover(css`
    background: ${({ theme }) => theme.color.surfaceRaised};
  `)}
`;

export const MenuButton = styled.button`
  ${iconButton}
  display: none;
  ${phone} {
    display: inline-grid;
  }
`;

export const ThemeButton = styled.button`
  ${iconButton}
  color: ${({ theme }) => theme.color.gold};
`;

/** What the theme button holds in one mode, shown in that mode only. */
export const InMode = styled.span<{ $mode: ThemeMode }>`
  display: ${({ $mode }) => displayIn($mode)};

  svg {
    display: block;
  }
`;

export const LinkList = styled.ul<{ $open: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  ${phone} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: fixed;
    inset: ${({ theme }) => theme.layout.navbarHeight} 0 auto 0;
    z-index: ${({ theme }) => theme.zIndex.menu};
    flex-direction: column;
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.color.surface};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    box-shadow: 0 12px 24px rgba(0, 0, 0, 0.25);
  }
`;

export const NavLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  white-space: nowrap;

  ${onHover(css`
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surfaceRaised};
  `)}

  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.accent};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.color.accent};
  }

  ${phone} {
    padding: ${({ theme }) => theme.space.sm};
  }
`;
