// Application code takes sizes and colours from the ui-kit theme: a styled-components template
// (styled.x`…`, styled(X)`…`, css`…`, createGlobalStyle`…`, keyframes`…`) or a `style` prop
// may not spell a length in px/rem/em or a colour (#hex, rgb(), hsl()).

const RAW_LENGTH = /(?<![\w-])-?(?:\d*\.)?\d+(?:px|rem|em)\b/;
const RAW_COLOUR = /(?:#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\()/i;
const STYLED_HELPERS = new Set(['css', 'createGlobalStyle', 'keyframes']);

function rootName(node) {
  if (!node) return null;
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression') return rootName(node.object);
  if (node.type === 'CallExpression') return rootName(node.callee);
  return null;
}

function isStyledTag(tag) {
  const root = rootName(tag);
  return root === 'styled' || (tag.type === 'Identifier' && STYLED_HELPERS.has(tag.name));
}

function rawValueIn(text) {
  return text.match(RAW_LENGTH)?.[0] ?? text.match(RAW_COLOUR)?.[0] ?? null;
}

export const noRawStyleValues = {
  meta: {
    type: 'problem',
    docs: { description: 'Sizes and colours come from ui-kit tokens, never raw values.' },
    schema: [],
    messages: {
      raw: "Raw style value '{{value}}': use a ui-kit token (theme.space, theme.colors, theme.sizes …) or a ui-kit component; add what is missing to ui-kit.",
    },
  },
  create(context) {
    const reportIn = (node, text) => {
      const value = rawValueIn(text);
      if (value) context.report({ node, messageId: 'raw', data: { value } });
    };
    const checkStyleValue = (node) => {
      if (node.type === 'Literal' && typeof node.value === 'string') reportIn(node, node.value);
      else if (node.type === 'Literal' && typeof node.value === 'number' && node.value !== 0) {
        context.report({ node, messageId: 'raw', data: { value: String(node.value) } });
      } else if (node.type === 'TemplateLiteral') {
        node.quasis.forEach((quasi) => reportIn(quasi, quasi.value.cooked ?? ''));
      }
    };
    return {
      TaggedTemplateExpression(node) {
        if (!isStyledTag(node.tag)) return;
        for (const quasi of node.quasi.quasis) reportIn(quasi, quasi.value.cooked ?? '');
      },
      JSXAttribute(node) {
        if (node.name.name !== 'style' || node.value?.type !== 'JSXExpressionContainer') return;
        const expression = node.value.expression;
        if (expression.type !== 'ObjectExpression') return;
        for (const property of expression.properties) {
          if (property.type === 'Property') checkStyleValue(property.value);
        }
      },
    };
  },
};
