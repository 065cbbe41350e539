export { Navbar, type NavbarProps, type NavbarLabels, type NavItem } from './Navbar';
