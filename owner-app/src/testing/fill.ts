import type { UserEvent } from '@testing-library/user-event';

/** Puts text in a field as one paste: typing it key by key only makes a test slower. */
export async function fill(user: UserEvent, element: Element, text: string): Promise<void> {
  await user.click(element);
  await user.paste(text);
}
