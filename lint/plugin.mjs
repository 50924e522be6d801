// Soglia's own ESLint rules (docs/adr/0008-front-end-layers.md lists every rule the config uses).
import { commentReferences } from './rules/comment-references.mjs';
import { englishIdentifiers } from './rules/english-identifiers.mjs';
import { noModuleCycles } from './rules/no-module-cycles.mjs';
import { noRawStyleValues } from './rules/no-raw-style-values.mjs';

export const soglia = {
  meta: { name: 'eslint-plugin-soglia' },
  rules: {
    'comment-references': commentReferences,
    'english-identifiers': englishIdentifiers,
    'no-module-cycles': noModuleCycles,
    'no-raw-style-values': noRawStyleValues,
  },
};
