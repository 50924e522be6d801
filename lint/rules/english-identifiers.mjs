// Flags declared identifiers made of Italian domain words (`StruttureList`, `accessi`,
// `datiOspite`): code speaks English, Italian lives in messages and strings only.

/** camelCase, PascalCase, snake_case and SCREAMING_CASE names split into lower-case words. */
export function wordsOf(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_$\d]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

export const englishIdentifiers = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Identifiers are English; Italian words belong in messages and strings.' },
    schema: [
      {
        type: 'object',
        properties: { words: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      italian:
        "'{{name}}' contains the Italian word '{{word}}': name it in English (the Italian text goes in messages).",
    },
  },
  create(context) {
    const words = new Set((context.options[0]?.words ?? []).map((word) => word.toLowerCase()));
    const check = (node) => {
      if (!node || node.type !== 'Identifier') return;
      const italian = wordsOf(node.name).find((word) => words.has(word));
      if (italian) {
        context.report({ node, messageId: 'italian', data: { name: node.name, word: italian } });
      }
    };
    const checkPattern = (pattern) => {
      if (!pattern) return;
      if (pattern.type === 'Identifier') check(pattern);
      else if (pattern.type === 'AssignmentPattern') checkPattern(pattern.left);
      else if (pattern.type === 'RestElement') checkPattern(pattern.argument);
      else if (pattern.type === 'ArrayPattern') pattern.elements.forEach(checkPattern);
      else if (pattern.type === 'ObjectPattern') {
        for (const property of pattern.properties) {
          checkPattern(property.type === 'RestElement' ? property : property.value);
        }
      } else if (pattern.type === 'TSParameterProperty') checkPattern(pattern.parameter);
    };
    const checkFunction = (node) => {
      check(node.id);
      node.params.forEach(checkPattern);
    };
    return {
      VariableDeclarator: (node) => checkPattern(node.id),
      FunctionDeclaration: checkFunction,
      FunctionExpression: checkFunction,
      ArrowFunctionExpression: (node) => node.params.forEach(checkPattern),
      ClassDeclaration: (node) => check(node.id),
      TSTypeAliasDeclaration: (node) => check(node.id),
      TSInterfaceDeclaration: (node) => check(node.id),
      TSEnumDeclaration: (node) => check(node.id),
      TSEnumMember: (node) => check(node.id),
      TSPropertySignature: (node) => !node.computed && check(node.key),
      PropertyDefinition: (node) => !node.computed && check(node.key),
      MethodDefinition: (node) => !node.computed && check(node.key),
      Property: (node) => {
        if (node.parent.type === 'ObjectExpression' && !node.computed && !node.shorthand) {
          check(node.key);
        }
      },
      ImportSpecifier: (node) => node.local.name !== node.imported.name && check(node.local),
    };
  },
};
