import { zonedInstant } from './time';

export interface StayTimes {
  checkInDate: string;
  checkInTime: string;
  checkOutDate: string;
  checkOutTime: string;
}

export const stayStartsAt = (stay: StayTimes, timeZone: string): Date =>
  zonedInstant(stay.checkInDate, stay.checkInTime, timeZone);

export const stayEndsAt = (stay: StayTimes, timeZone: string): Date =>
  zonedInstant(stay.checkOutDate, stay.checkOutTime, timeZone);

/** When a guest's login stops working: check-out plus the grace period. */
export const guestAccessEndsAt = (stay: StayTimes, timeZone: string, graceHours: number): Date =>
  new Date(stayEndsAt(stay, timeZone).getTime() + graceHours * 3600_000);
