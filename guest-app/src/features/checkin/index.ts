export { CheckinSteps, hasCheckinSteps } from './CheckinSteps';
export type { CheckinStepsProps, CheckinUpdate } from './CheckinSteps';
export type { PrepareFile } from './PhotoField';
export { checkinMessages } from './messages';
