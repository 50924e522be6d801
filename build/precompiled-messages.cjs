'use strict';

// Messages are compiled to the ICU syntax tree at build time (docs/adr/0014), so the browser
// gets react-intl without its ICU parser. Authors keep writing plain strings: descriptors with an
// English defaultMessage next to the code, and the guest catalogues as `id: 'text'` objects.
const path = require('node:path');
const ts = require('typescript');
// Both packages are ESM only; Node >= 20.19 loads them with require().
const { transformWithTs } = require('@formatjs/ts-transformer');
const { parse } = require('@formatjs/icu-messageformat-parser');

/** The react-intl message parser's entry without the parser (types and helpers only). */
const PARSER = '@formatjs/icu-messageformat-parser';
const NO_PARSER = path.join(path.dirname(require.resolve(PARSER)), 'no-parser.js');

/** webpack `resolve.alias`: every import of the parser gets the parser-free entry. */
const parserFreeAlias = { [`${PARSER}$`]: NO_PARSER };

/** The guest catalogues: `catalogues/<language>.ts` and their parts in sub-folders. */
const CATALOGUE_FILE = /[\\/]i18n[\\/]catalogues[\\/].+\.ts$/;

/** A JSON value (the parser's output) as a TypeScript expression. */
function literal(value) {
  const f = ts.factory;
  if (value === null) return f.createNull();
  if (Array.isArray(value)) return f.createArrayLiteralExpression(value.map(literal));
  switch (typeof value) {
    case 'string':
      return f.createStringLiteral(value);
    case 'number':
      return value < 0
        ? f.createPrefixUnaryExpression(ts.SyntaxKind.MinusToken, f.createNumericLiteral(-value))
        : f.createNumericLiteral(value);
    case 'boolean':
      return value ? f.createTrue() : f.createFalse();
    case 'object':
      return f.createObjectLiteralExpression(
        Object.entries(value)
          .filter(([, v]) => v !== undefined)
          .map(([key, v]) => f.createPropertyAssignment(f.createStringLiteral(key), literal(v))),
      );
    default:
      throw new Error(`Cannot write ${typeof value} into a compiled message`);
  }
}

/**
 * In a catalogue file, every `'<id>': 'message'` property becomes `'<id>': [compiled AST]`
 * (what `formatjs compile --ast` writes, with the same parser). A message that does not parse
 * fails the build, naming the file and the id.
 */
function catalogueTransformer() {
  return (context) => (sourceFile) => {
    if (!CATALOGUE_FILE.test(sourceFile.fileName)) return sourceFile;
    const visit = (node) => {
      if (
        ts.isPropertyAssignment(node) &&
        (ts.isStringLiteral(node.name) || ts.isIdentifier(node.name)) &&
        ts.isStringLiteralLike(node.initializer)
      ) {
        const id = node.name.text;
        let ast;
        try {
          ast = parse(node.initializer.text);
        } catch (error) {
          throw new Error(`${sourceFile.fileName}: message "${id}" is not valid ICU: ${error}`);
        }
        return ts.factory.updatePropertyAssignment(node, node.name, literal(ast));
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit);
  };
}

const isCallTo = (node, name) =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name;

/**
 * `defineMessages({ a: defineMessage<Values>({ … }) })` (a typed descriptor inside a group) is
 * the same object as `defineMessages({ a: { … } })`: unwrapped here, because the formatjs
 * transformer reads every property of a group as an object literal.
 */
function nestedDescriptorTransformer() {
  return (context) => (sourceFile) => {
    const visit = (node) => {
      if (
        ts.isPropertyAssignment(node) &&
        isCallTo(node.initializer, 'defineMessage') &&
        node.initializer.arguments.length === 1 &&
        ts.isObjectLiteralExpression(node.initializer.arguments[0]) &&
        ts.isObjectLiteralExpression(node.parent) &&
        isCallTo(node.parent.parent, 'defineMessages')
      ) {
        return ts.factory.updatePropertyAssignment(
          node,
          node.name,
          ts.visitEachChild(node.initializer.arguments[0], visit, context),
        );
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit);
  };
}

/**
 * ts-loader's `getCustomTransformers`: descriptors (`defineMessages`, `formatMessage`, …) get
 * their defaultMessage as a syntax tree (@formatjs/ts-transformer, whitespace kept as written),
 * and catalogue files get every message compiled.
 */
function messageTransformers() {
  return {
    before: [
      nestedDescriptorTransformer(),
      transformWithTs(ts, { ast: true, preserveWhitespace: true }),
      catalogueTransformer(),
    ],
  };
}

module.exports = { messageTransformers, parserFreeAlias, catalogueTransformer };
