'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Panel, PrintedTitle, Root, Tab, TabList } from './Tabs.styles';

export interface TabSpec {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabSpec[];
  /** The tab shown first (default: the first). */
  initialTab?: string;
}

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Tabs as the ARIA pattern describes: arrow keys, Home and End move between them. */
export function Tabs({ label, tabs, initialTab }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(initialTab ?? tabs[0]?.id);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );

  function onKeyDown(event: KeyboardEvent) {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = tabs[step(selectedIndex, tabs.length)];
    if (!next) return;
    setSelected(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <Root>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.id}
            ref={(node) => {
              if (node) tabRefs.current.set(tab.id, node);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={index === selectedIndex}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={index === selectedIndex ? 0 : -1}
            onClick={() => setSelected(tab.id)}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab, index) => (
        <Panel
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={index !== selectedIndex}
          tabIndex={0}
        >
          <PrintedTitle aria-hidden="true">{tab.label}</PrintedTitle>
          {tab.content}
        </Panel>
      ))}
    </Root>
  );
}
