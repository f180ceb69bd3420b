import type { Plugin } from "vite";

const CONTRACTS_FOLDER = "/packages/shared/src/contracts/";

interface AstNode {
  type: string;
  start: number;
  [key: string]: unknown;
}

function isAstNode(value: unknown): value is AstNode {
  return typeof value === "object" && value !== null && typeof (value as AstNode).type === "string";
}

/** Start offsets of every call and `new` expression in the tree. */
function callOffsets(node: AstNode, offsets: number[] = []): number[] {
  if (node.type === "CallExpression" || node.type === "NewExpression") offsets.push(node.start);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const child of value) if (isAstNode(child)) callOffsets(child, offsets);
    } else if (isAstNode(value)) {
      callOffsets(value, offsets);
    }
  }
  return offsets;
}

/**
 * Marks every call in the shared zod contracts as pure, so that the bundler drops the schemas the
 * web app does not use. The contracts only declare schemas, but a bundler must assume that any call
 * (`z.object(...)`, `Schema.extend(...)`) has side effects: without this, importing one constant
 * from a contract file (THEME_KEYS, NUTRITION_FIELDS) brought every schema and all of zod (about
 * 30 kB gzip) into the first load of every page.
 */
export function pureContracts(): Plugin {
  return {
    name: "larder:pure-contracts",
    apply: "build",
    // After TypeScript is stripped, so that the parser reads plain JavaScript.
    enforce: "post",
    transform(code, id) {
      if (!id.includes(CONTRACTS_FOLDER)) return null;
      const offsets = callOffsets(this.parse(code) as unknown as AstNode).sort((a, b) => b - a);
      let annotated = code;
      for (const offset of offsets)
        annotated = `${annotated.slice(0, offset)}/* @__PURE__ */ ${annotated.slice(offset)}`;
      return { code: annotated, map: null };
    },
  };
}
