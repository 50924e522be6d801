export { billingRoutes } from './billing.routes';
export { billingInfoSchema } from './billing.schema';
export type {
  guestBillingBody,
  guestBillingResponse,
  ownerBillingCreateBody,
  ownerBillingUpdateBody,
} from './billing.schema';
export { billingColumns } from './billing.serializer';
