import { StyledFieldFooter, StyledLimitNotice } from './FormField.styles';

export interface CharacterCounterProps {
  id: string;
  remaining?: number;
  max?: number;
  noticeVisible: boolean;
  counterText: (remaining: number, max: number) => string;
  limitMessage: (max: number) => string;
}

/** Remaining-characters text plus the polite live region for the limit notice. */
export function CharacterCounter({
  id,
  remaining,
  max,
  noticeVisible,
  counterText,
  limitMessage,
}: CharacterCounterProps) {
  if (remaining === undefined || max === undefined) return null;
  return (
    <StyledFieldFooter>
      <StyledLimitNotice role="status">{noticeVisible ? limitMessage(max) : ''}</StyledLimitNotice>
      <span id={id}>{counterText(remaining, max)}</span>
    </StyledFieldFooter>
  );
}
