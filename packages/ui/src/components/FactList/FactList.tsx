'use client';

import { List } from './FactList.styles';

export interface Fact {
  term: string;
  /** One value, or several shown as a list. */
  value: string | string[];
}

export interface FactListProps {
  facts: Fact[];
}

/** Terms and their values, such as name, birthday or hobbies. */
export function FactList({ facts }: FactListProps) {
  return (
    <List>
      {facts.map(({ term, value }) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>
            {Array.isArray(value) ? (
              <ul>
                {value.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </List>
  );
}
