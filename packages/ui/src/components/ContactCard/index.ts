export { ContactCard, type ContactCardProps } from './ContactCard';
