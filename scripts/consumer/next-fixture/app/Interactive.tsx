'use client';

import { useState } from 'react';
import { Navbar, TileGrid } from '@portfolio/ui';
import { Globe } from '@portfolio/ui/three';

const links = [
  { href: '/', label: 'Home', current: true },
  { href: '/about', label: 'About' },
];

/** The client boundary: components that take handlers, and the 3D globe. */
export function Interactive() {
  const [picked, setPicked] = useState('nothing yet');
  return (
    <>
      <Navbar
        brand="Next host"
        links={links}
        onToggleTheme={() => {}}
        labels={{
          navigation: 'Main',
          menu: 'Menu',
          theme: { dark: 'Theme: dark', light: 'Theme: light' },
        }}
      />
      <TileGrid
        label="Garden"
        items={[
          { id: 'rose', label: 'Rose', icon: 'rose' },
          { id: 'lotus', label: 'Lotus', icon: 'flower' },
        ]}
        onSelect={setPicked}
      />
      <p>Picked: {picked}</p>
      <Globe points={[16.87, 96.2]} label="A globe" size={200} paused initialRotation={96} />
    </>
  );
}
