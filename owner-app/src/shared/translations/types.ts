import type { MessageDescriptor, TypedMessageDescriptor } from 'react-intl';
import type { TranslationCode, TranslationLanguage } from '@soglia/api-client';

/** What every translation has (one per language of a door, of an info entry, …). */
export interface Translation {
  id: number;
  language: TranslationLanguage;
}

/** The names of T's text properties. */
type TextKey<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T] & string;

/** One of the two texts of a translation (a door's name and instructions, a title and a text). */
export interface TranslationField<T> {
  /** The translation's property, which is also the API field: its errors show under it. */
  name: TextKey<T>;
  label: MessageDescriptor;
  maxLength: number;
  /** What to say when it is left empty; without it the text may stay empty. */
  required?: MessageDescriptor;
}

/** What a translation form sends (the feature turns it into its API input). */
export interface TranslationInput {
  language: TranslationLanguage;
  code: TranslationCode;
  /** The value of the `title` field (as typed). */
  title: string;
  /** The value of the `text` field (as typed). */
  text: string;
}

/** The texts a feature gives the editor: the same keys, its own words and ids. */
export interface TranslationsEditorMessages {
  heading: MessageDescriptor;
  intro: MessageDescriptor;
  none: MessageDescriptor;
  loading: MessageDescriptor;
  loadFailed: MessageDescriptor;
  /** The add form's title and accessible name. */
  add: MessageDescriptor;
  /** An existing translation's form: `{language}`. */
  formLabel: TypedMessageDescriptor<{ language: string }>;
  languagePlaceholder: MessageDescriptor;
  languageRequired: MessageDescriptor;
  duplicate: MessageDescriptor;
  addButton: MessageDescriptor;
  saveButton: MessageDescriptor;
  deleteButton: MessageDescriptor;
  /** `{language}` */
  confirmDelete: TypedMessageDescriptor<{ language: string }>;
  confirmYes: MessageDescriptor;
  added: MessageDescriptor;
  addFailed: MessageDescriptor;
  updated: MessageDescriptor;
  editFailed: MessageDescriptor;
  deleted: MessageDescriptor;
  deleteFailed: MessageDescriptor;
}

/** How the feature's translations look and are saved: the same for every form of the editor. */
export interface TranslationSetup<T extends Translation> {
  messages: TranslationsEditorMessages;
  /** The one-line text (a TextInput). */
  title: TranslationField<T>;
  /** The longer text (a Textarea of `rows` lines). */
  text: TranslationField<T> & { rows: number };
  /** Adds (without `translation`) or updates one: usually a request thunk's `unwrap()`. */
  save: (input: TranslationInput, translation?: T) => Promise<unknown>;
  remove: (translation: T) => Promise<unknown>;
  /**
   * How a failed save is told: 'notice' (default) the server's text, else the operation's, in a
   * notice; 'form' the server's text, else the operation's, on the form and the operation's in a
   * notice.
   */
  failureShown?: 'notice' | 'form';
}
