import { VisuallyHidden } from '../internal/VisuallyHidden';
import { StyledStep, StyledSteps } from './ProgressSteps.styles';

export type StepState = 'complete' | 'current' | 'pending';

export interface ProgressStepsProps {
  /** Number of steps (e.g. expected guests). */
  total: number;
  /** Steps done; steps 1..completed are complete, the next one is current. */
  completed: number;
  /** Accessible name of the list. Default 'Avanzamento'. */
  label?: string;
  /** Visible text under each step (1-based). Default: the number. */
  stepLabel?: (step: number) => string;
  /** Announced state words. Defaults 'completato' / 'in corso' / 'da completare'. */
  stateLabels?: Record<StepState, string>;
}

const defaultStates: Record<StepState, string> = {
  complete: 'completato',
  current: 'in corso',
  pending: 'da completare',
};

/** One step per expected guest, as an ordered list with per-step state. */
export function ProgressSteps({
  total,
  completed,
  label = 'Avanzamento',
  stepLabel = (step) => String(step),
  stateLabels = defaultStates,
}: ProgressStepsProps) {
  const count = Math.max(0, Math.floor(total));
  const done = Math.min(Math.max(0, completed), count);
  return (
    <StyledSteps aria-label={label}>
      {Array.from({ length: count }, (_, index) => {
        const state: StepState = index < done ? 'complete' : index === done ? 'current' : 'pending';
        return (
          <StyledStep
            key={index}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span>{stepLabel(index + 1)}</span>
            <VisuallyHidden>{`: ${stateLabels[state]}`}</VisuallyHidden>
          </StyledStep>
        );
      })}
    </StyledSteps>
  );
}
