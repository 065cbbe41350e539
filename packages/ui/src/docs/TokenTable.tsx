import type { CSSProperties, ReactNode } from 'react';
import { darkTheme, lightTheme, tokens, type ThemeColors } from '../theme';

// Tables of the real theme objects for the Storybook introduction (Introduction.mdx): the values
// are read from `tokens`, `darkTheme` and `lightTheme`, never copied by hand. Docs pages are not
// wrapped in the theme decorator, so these tables style themselves inline.

type TokenValue = string | number;

/** `{ font: { size: { sm: '…' } } }` -> `[['font.size.sm', '…']]`, in the objects' own order. */
export function flattenTokens(value: object, prefix = ''): Array<[string, TokenValue]> {
  return Object.entries(value).flatMap(([key, child]): Array<[string, TokenValue]> => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (child !== null && typeof child === 'object') return flattenTokens(child, path);
    return [[path, child as TokenValue]];
  });
}

const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', fontSize: '0.875rem' };
const cell: CSSProperties = {
  borderBottom: '1px solid rgba(128, 128, 128, 0.3)',
  padding: '0.375rem 0.75rem',
  textAlign: 'left',
  verticalAlign: 'middle',
};

function Table({
  caption,
  head,
  children,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
}) {
  return (
    <table style={table}>
      <caption style={{ textAlign: 'left', fontWeight: 700, padding: '0.5rem 0' }}>
        {caption}
      </caption>
      <thead>
        <tr>
          {head.map((name) => (
            <th key={name} scope="col" style={cell}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A small picture of a size token: a bar as long as a space, a corner as round as a radius. */
function Preview({ path, value }: { path: string; value: TokenValue }) {
  const shape: CSSProperties = { display: 'inline-block', background: '#8a94b0' };
  if (path.startsWith('space.'))
    return <span aria-hidden style={{ ...shape, width: value, height: '0.75rem' }} />;
  if (path.startsWith('radius.'))
    return (
      <span
        aria-hidden
        style={{ ...shape, width: '2.5rem', height: '1.5rem', borderRadius: value }}
      />
    );
  if (path.startsWith('font.size.')) return <span style={{ fontSize: value }}>Aa</span>;
  return null;
}

/** Every shared token (spacing, type, shape, breakpoints, motion, layers) with its value. */
export function TokenTable() {
  return (
    <Table
      caption="Shared tokens: theme.<group>.<name>, the same in both themes"
      head={['token', 'value', 'preview']}
    >
      {flattenTokens(tokens).map(([path, value]) => (
        <tr key={path}>
          <td style={cell}>
            <code>{path}</code>
          </td>
          <td style={cell}>
            <code>{String(value)}</code>
          </td>
          <td style={cell}>
            <Preview path={path} value={value} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

function Swatch({ color }: { color: string }) {
  return (
    <>
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          width: '1.5rem',
          height: '1.5rem',
          marginRight: '0.5rem',
          verticalAlign: 'middle',
          borderRadius: '0.25rem',
          border: '1px solid rgba(128, 128, 128, 0.5)',
          background: color,
        }}
      />
      <code>{color}</code>
    </>
  );
}

/** The colour roles of `theme.color`, dark and light side by side. */
export function ColorTable() {
  const roles = Object.keys(darkTheme.color) as Array<keyof ThemeColors>;
  return (
    <Table caption="Colours: theme.color.<role>" head={['role', 'dark (default)', 'light']}>
      {roles.map((role) => (
        <tr key={role}>
          <td style={cell}>
            <code>color.{role}</code>
          </td>
          <td style={cell}>
            <Swatch color={darkTheme.color[role]} />
          </td>
          <td style={cell}>
            <Swatch color={lightTheme.color[role]} />
          </td>
        </tr>
      ))}
    </Table>
  );
}
