// Flags comments that send the reader to a file, an ADR or a docs heading that does not exist,
// and comments that cite documents kept outside the repository (`SPEC`, `DESIGN.md`). What
// counts as a reference, and where it may be found, is in lint/references.mjs.
import { problemsOf } from '../references.mjs';

/**
 * Comments as the reader sees them: a block comment alone, consecutive line comments together
 * (a reference may wrap onto the next line). `parts` map offsets of `text` back to the source.
 */
function commentTexts(comments) {
  const texts = [];
  let current = null;
  for (const comment of comments) {
    if (comment.type === 'Block') {
      current = null;
      texts.push({ text: comment.value, parts: [{ at: 0, start: comment.range[0] + 2 }] });
      continue;
    }
    if (!current || comment.loc.start.line !== current.line + 1) {
      current = { text: '', parts: [], line: 0 };
      texts.push(current);
    } else current.text += '\n';
    current.parts.push({ at: current.text.length, start: comment.range[0] + 2 });
    current.text += comment.value;
    current.line = comment.loc.end.line;
  }
  return texts;
}

const offsetOf = (parts, index) => {
  let part = parts[0];
  for (const candidate of parts) if (candidate.at <= index) part = candidate;
  return part.start + index - part.at;
};

export const commentReferences = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Files, ADRs and docs headings named in comments exist; SPEC and DESIGN.md are not cited.',
    },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: { dead: '{{message}}' },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const source = context.sourceCode;
    return {
      Program() {
        for (const { text, parts } of commentTexts(source.getAllComments())) {
          for (const problem of problemsOf(text, context.filename, root)) {
            const start = offsetOf(parts, problem.index);
            context.report({
              loc: {
                start: source.getLocFromIndex(start),
                end: source.getLocFromIndex(start + problem.length),
              },
              messageId: 'dead',
              data: { message: problem.message },
            });
          }
        }
      },
    };
  },
};
