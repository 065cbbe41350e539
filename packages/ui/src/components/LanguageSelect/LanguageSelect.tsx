'use client';

import { useId } from 'react';
import { Field } from './LanguageSelect.styles';

export interface LanguageOption {
  value: string;
  /** The language's name in that language, e.g. "မြန်မာ". */
  label: string;
}

export interface LanguageSelectProps {
  label: string;
  value: string;
  options: LanguageOption[];
  onChange: (value: string) => void;
}

/** A labelled drop-down of display languages. */
export function LanguageSelect({ label, value, options, onChange }: LanguageSelectProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
