/** Where the calendars are shown: an apartment's tab, or one room's modal. */
export interface CalendarScope {
  apartmentId: number;
  /** The room's id; null: the whole apartment (its rooms' feeds listed too). */
  room: number | null;
  /** Room names by id, to say whose each feed is. */
  roomNames: Readonly<Record<number, string>>;
  /** The level of the parts' headings: 2 on the tab, 3 inside the room's modal. */
  headingLevel: 2 | 3;
}
