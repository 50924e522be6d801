import type { Draft, ReducerCreators } from '@reduxjs/toolkit';
import type { requestsOf, WithRequests } from '../requests';

interface Options {
  signal: AbortSignal;
}

/** The api-client calls of one kind of translation. */
export interface TranslationCalls<T, Input, Update> {
  /** The translations of one door, entry, … */
  list: (parentId: number, options: Options) => Promise<T[]>;
  create: (input: Input, options: Options) => Promise<T>;
  update: (id: number, input: Update, options: Options) => Promise<T>;
  remove: (id: number, options: Options) => Promise<void>;
}

/** Where a slice keeps the translations, by the door, entry, … they belong to. */
export interface TranslationsInSlice<State, T, DeleteArg> {
  /** Applies `change` to the translations of one parent. */
  change: (state: Draft<State>, parentId: number, change: (list: T[]) => T[]) => void;
  parentOf: (translation: T) => number;
  /** The parent of the translation a delete removes, from the delete's argument. */
  parentOfDeleted: (arg: DeleteArg) => number;
}

/** The request key of the list of one parent's translations. */
export const translationsKey = (parentId: number) => `translations:${parentId}`;

/**
 * The four requests of a slice's translations, for its reducers: `requested` (key
 * `translations:<parentId>`), `created` ('createTranslation'), `edited`
 * (`editTranslation:<id>`) and `deleted` (`deleteTranslation:<id>`), each keeping the parent's
 * list up to date.
 */
export function translationRequests<
  State extends WithRequests,
  T extends { id: number },
  Input,
  Update,
  DeleteArg extends { id: number },
>(
  create: Pick<ReducerCreators<State>, 'asyncThunk'>,
  request: ReturnType<typeof requestsOf<State>>,
  calls: TranslationCalls<T, Input, Update>,
  slice: TranslationsInSlice<State, T, DeleteArg>,
) {
  return {
    requested: request(create, (parentId: number, signal) => calls.list(parentId, { signal }), {
      key: translationsKey,
      fulfilled: (state, { payload, meta }) => {
        slice.change(state, meta.arg, () => payload);
      },
    }),
    created: request(create, (input: Input, signal) => calls.create(input, { signal }), {
      key: 'createTranslation',
      fulfilled: (state, { payload }) => {
        slice.change(state, slice.parentOf(payload), (list) => [...list, payload]);
      },
    }),
    edited: request(
      create,
      ({ id, input }: { id: number; input: Update }, signal) => calls.update(id, input, { signal }),
      {
        key: ({ id }) => `editTranslation:${id}`,
        fulfilled: (state, { payload }) => {
          slice.change(state, slice.parentOf(payload), (list) =>
            list.map((item) => (item.id === payload.id ? payload : item)),
          );
        },
      },
    ),
    deleted: request(create, (arg: DeleteArg, signal) => calls.remove(arg.id, { signal }), {
      key: ({ id }) => `deleteTranslation:${id}`,
      fulfilled: (state, { meta }) => {
        slice.change(state, slice.parentOfDeleted(meta.arg), (list) =>
          list.filter((item) => item.id !== meta.arg.id),
        );
      },
    }),
  };
}
