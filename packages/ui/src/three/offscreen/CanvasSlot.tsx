'use client';

import { styled } from 'styled-components';

/** Where a worker-drawn canvas goes: over the whole frame, with no React children of its own. */
export const CanvasSlot = styled.div`
  position: absolute;
  inset: 0;
`;
