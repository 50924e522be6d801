import { useId, useState, type ReactNode } from 'react';
import { Icon } from '../Icon';
import {
  StyledContent,
  StyledHeading,
  StyledSection,
  StyledToggle,
} from './CollapsibleSection.styles';

export interface CollapsibleSectionProps {
  title: ReactNode;
  children?: ReactNode;
  /** Uncontrolled initial state. Default true. */
  defaultOpen?: boolean;
  /** Controlled state (with onToggle). */
  open?: boolean;
  onToggle?: (open: boolean) => void;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

export function CollapsibleSection({
  title,
  children,
  defaultOpen = true,
  open: openProp,
  onToggle,
  headingLevel = 'h3',
}: CollapsibleSectionProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const contentId = useId();
  const toggle = () => {
    if (openProp === undefined) setOwnOpen(!open);
    onToggle?.(!open);
  };
  return (
    <StyledSection>
      <StyledHeading as={headingLevel}>
        <StyledToggle type="button" aria-expanded={open} aria-controls={contentId} onClick={toggle}>
          <span>{title}</span>
          <Icon name="chevronDown" />
        </StyledToggle>
      </StyledHeading>
      <StyledContent id={contentId} hidden={!open}>
        {children}
      </StyledContent>
    </StyledSection>
  );
}
