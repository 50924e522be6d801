import { useId, useState } from 'react';
import { StyledExpandable, StyledText, StyledToggle } from './ExpandableText.styles';

export interface ExpandableTextProps {
  text: string;
  /** Characters shown while collapsed. Default 200. */
  maxChars?: number;
  /** Default 'Leggi di più'. */
  moreLabel?: string;
  /** Default 'Mostra meno'. */
  lessLabel?: string;
}

export function truncateText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Long text collapsed to maxChars with a read more / read less toggle. */
export function ExpandableText({
  text,
  maxChars = 200,
  moreLabel = 'Leggi di più',
  lessLabel = 'Mostra meno',
}: ExpandableTextProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > maxChars;
  return (
    <StyledExpandable>
      <StyledText id={id}>{long && !expanded ? truncateText(text, maxChars) : text}</StyledText>
      {long ? (
        <StyledToggle
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? lessLabel : moreLabel}
        </StyledToggle>
      ) : null}
    </StyledExpandable>
  );
}
