// Stands in for @module-federation/error-codes' message tables in production browser bundles
// (see webpack-common.cjs withoutFederationErrorTexts). Every federation error keeps its code
// (`#RUNTIME-008`), its arguments and the link to the code's page of the federation docs; only the
// one-line English description is this generic one.
const described = /* #__PURE__ */ new Proxy(
  {},
  { get: () => 'Module Federation error, see the code and link' },
);

export const runtimeDescMap = described;
export const typeDescMap = described;
export const buildDescMap = described;
export const errorDescMap = described;
