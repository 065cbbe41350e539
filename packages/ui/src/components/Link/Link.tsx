'use client';

import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
export type LinkComponent = ComponentType<LinkProps>;

const LinkContext = createContext<LinkComponent | 'a'>('a');

export interface LinkProviderProps {
  /** Renders every internal link of the library, e.g. an adapter around a router's link. */
  component: LinkComponent;
  children: ReactNode;
}

/** Lets an app route the library's internal links through its own router. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** An internal link: a plain anchor unless a `LinkProvider` supplies the app's router link. */
export function Link(props: LinkProps) {
  const Component = useContext(LinkContext);
  // The component comes from context and is stable for the app's lifetime, not made per render.
  // eslint-disable-next-line react-hooks/static-components
  return <Component {...props} />;
}
