/** A flat react-intl catalogue: message id -> ICU message. */
export type Catalogue = Record<string, string>;
