'use client';

import { Notice, Source } from './DataSource.styles';

export interface DataSourceProps {
  /** Where the figures came from, e.g. "Source: sunrise-sunset.org" or "Computed locally". */
  source: string;
  /** Shown when the usual service failed, e.g. "The sun service is unavailable; …". */
  notice?: string;
}

/** Names the source of a page's figures, with an inline notice when the service failed. */
export function DataSource({ source, notice }: DataSourceProps) {
  return (
    <>
      {notice && <Notice role="status">{notice}</Notice>}
      <Source>{source}</Source>
    </>
  );
}
