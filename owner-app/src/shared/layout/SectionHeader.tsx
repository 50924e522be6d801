import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Heading } from '@soglia/ui-kit';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface SectionHeaderProps {
  title: string;
  /** Extra content under or beside the title (a back link, a badge). */
  leading?: ReactNode;
  /** The section's buttons; the create button goes last, so it sits in the same place everywhere. */
  actions?: ReactNode;
}

/** Title and buttons at the top of every console section and detail view. */
export function SectionHeader({ title, leading, actions }: SectionHeaderProps) {
  return (
    <Bar>
      <div>
        {leading}
        <Heading level={1} size="lg">
          {title}
        </Heading>
      </div>
      {actions ? <Actions>{actions}</Actions> : null}
    </Bar>
  );
}
