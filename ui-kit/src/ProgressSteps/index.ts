export { ProgressSteps } from './ProgressSteps';
export type { ProgressStepsProps, StepState } from './ProgressSteps';
