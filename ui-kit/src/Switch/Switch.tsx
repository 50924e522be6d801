import { useId } from 'react';
import {
  StyledStateText,
  StyledSwitchButton,
  StyledSwitchLabel,
  StyledSwitchRow,
  StyledTrack,
} from './Switch.styles';

export interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Visible state texts. Defaults 'Sì' / 'No'. */
  yesLabel?: string;
  noLabel?: string;
  id?: string;
}

/** Yes/no switch (role="switch"); Space and Enter toggle it. */
export function Switch({
  label,
  checked,
  onChange,
  disabled,
  yesLabel = 'Sì',
  noLabel = 'No',
  id,
}: SwitchProps) {
  const labelId = useId();
  return (
    <StyledSwitchRow>
      <StyledSwitchLabel id={labelId}>{label}</StyledSwitchLabel>
      <StyledSwitchButton
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        aria-labelledby={labelId}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <StyledTrack aria-hidden="true" />
        <StyledStateText aria-hidden="true">{checked ? yesLabel : noLabel}</StyledStateText>
      </StyledSwitchButton>
    </StyledSwitchRow>
  );
}
