import { Footer, PageTitle } from '@portfolio/ui';
import { Interactive } from './Interactive';

const links = [
  { href: '/', label: 'Home', current: true },
  { href: '/about', label: 'About' },
];

// A server component page: it renders the library's client components with serialisable props.
export default function Page() {
  return (
    <main>
      <Interactive />
      <PageTitle>Rendered by Next.js</PageTitle>
      <Footer
        siteLinks={links}
        legalLinks={[{ href: '/privacy', label: 'Privacy' }]}
        quote={{ title: 'Quote', text: 'Small steps, every day.' }}
        year={2026}
        ownerName="Sample Owner"
        labels={{ siteLinks: 'Site', legalLinks: 'Legal', rights: 'All rights reserved.' }}
      />
    </main>
  );
}
