'use client';

import { useId } from 'react';
import { PageTitle } from '../PageTitle';
import { Article, Contents, Effective, Section } from './LegalDocument.styles';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocumentProps {
  title: string;
  intro: string;
  /** The date the text applies from: the visible, translated label and the ISO date. */
  effective?: { label: string; dateTime: string };
  /** Title of the list of sections. */
  contentsLabel: string;
  sections: LegalSection[];
}

/** A policy or terms text: title, effective date, a list of its sections, then the sections. */
export function LegalDocument({
  title,
  intro,
  effective,
  contentsLabel,
  sections,
}: LegalDocumentProps) {
  const idPrefix = useId();
  const contentsId = `${idPrefix}-contents`;
  const sectionId = (index: number) => `${idPrefix}-section-${index + 1}`;
  return (
    <Article>
      <PageTitle>{title}</PageTitle>
      {effective && (
        <Effective>
          <time dateTime={effective.dateTime}>{effective.label}</time>
        </Effective>
      )}
      <p>{intro}</p>
      <Contents aria-labelledby={contentsId}>
        <h2 id={contentsId}>{contentsLabel}</h2>
        <ol>
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${sectionId(index)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </Contents>
      {sections.map((section, index) => (
        <Section key={section.heading} aria-labelledby={sectionId(index)}>
          <h2 id={sectionId(index)} tabIndex={-1}>
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Section>
      ))}
    </Article>
  );
}
