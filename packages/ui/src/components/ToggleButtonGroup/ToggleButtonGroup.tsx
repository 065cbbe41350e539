'use client';

import { Group, Toggle } from './ToggleButtonGroup.styles';

export interface ToggleOption {
  value: string;
  label: string;
  /** Language of the label, where it is written in another language. */
  lang?: string;
}

export interface ToggleButtonGroupProps {
  /** Accessible name of the group. */
  label: string;
  options: ToggleOption[];
  value: string;
  onChange: (value: string) => void;
}

/** A row of buttons of which one is pressed (`aria-pressed`), such as the bookmark languages. */
export function ToggleButtonGroup({ label, options, value, onChange }: ToggleButtonGroupProps) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Toggle
          key={option.value}
          type="button"
          lang={option.lang}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Toggle>
      ))}
    </Group>
  );
}
