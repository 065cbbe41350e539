export {
  Link,
  LinkProvider,
  type LinkProps,
  type LinkComponent,
  type LinkProviderProps,
} from './Link';
