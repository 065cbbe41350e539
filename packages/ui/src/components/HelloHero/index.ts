export { HelloHero, type HelloHeroProps } from './HelloHero';
