export { PageTitle } from './PageTitle';
