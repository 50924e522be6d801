import type { CheckinProfilesQuery } from '@soglia/api-client';
import { isIsoDate } from './format';

/** The search of Accessi as the URL keeps it: `?name=…&surname=…&date=yyyy-mm-dd`. */
export interface CheckinProfileSearch {
  name: string;
  surname: string;
  date: string;
}

export const EMPTY_SEARCH: CheckinProfileSearch = Object.freeze({
  name: '',
  surname: '',
  date: '',
});

/** Reads the URL's query string (a date that is not a real yyyy-mm-dd is left out). */
export function searchFromQueryString(queryString: string): CheckinProfileSearch {
  const params = new URLSearchParams(queryString);
  const date = params.get('date')?.trim() ?? '';
  return {
    name: params.get('name')?.trim() ?? '',
    surname: params.get('surname')?.trim() ?? '',
    date: isIsoDate(date) ? date : '',
  };
}

/** The query string of a search ('' when every criterion is empty: today's view). */
export function queryStringOf(search: CheckinProfileSearch): string {
  const params = new URLSearchParams();
  const name = search.name.trim();
  const surname = search.surname.trim();
  if (name) params.set('name', name);
  if (surname) params.set('surname', surname);
  if (search.date) params.set('date', search.date);
  return params.toString();
}

export function isEmptySearch(search: CheckinProfileSearch): boolean {
  return queryStringOf(search) === '';
}

/** The API's criteria for a search. */
export function apiQueryOf(search: CheckinProfileSearch): CheckinProfilesQuery {
  return {
    name: search.name.trim() || undefined,
    surname: search.surname.trim() || undefined,
    check_in_date: search.date || undefined,
  };
}
