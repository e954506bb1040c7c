/**
 * Reads the props of an MDX JSX element without running any code: string attributes as they are,
 * expression attributes (`c={["class X"]}`, `s={{...}}`, `dev`) by evaluating their literal syntax tree.
 * A prop whose expression is not a literal (a variable, a call) reads as undefined.
 */

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

export interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | null | {type: string; value: string; data?: {estree?: EstreeNode}};
}

const NOT_LITERAL = Symbol('not a literal');

function literalValue(node: EstreeNode | null | undefined): unknown {
  if (!node) return NOT_LITERAL;
  switch (node.type) {
    case 'Program': {
      const body = node.body as EstreeNode[];
      return body.length === 1 && body[0]!.type === 'ExpressionStatement' ? literalValue(body[0]!.expression as EstreeNode) : NOT_LITERAL;
    }
    case 'Literal':
      return node.value;
    case 'TemplateLiteral': {
      const quasis = node.quasis as Array<{value: {cooked: string}}>;
      return (node.expressions as unknown[]).length === 0 ? quasis.map((q) => q.value.cooked).join('') : NOT_LITERAL;
    }
    case 'UnaryExpression': {
      const value = literalValue(node.argument as EstreeNode);
      if (typeof value !== 'number') return NOT_LITERAL;
      return node.operator === '-' ? -value : node.operator === '+' ? value : NOT_LITERAL;
    }
    case 'ArrayExpression': {
      const items = (node.elements as EstreeNode[]).map(literalValue);
      return items.includes(NOT_LITERAL) ? NOT_LITERAL : items;
    }
    case 'ObjectExpression': {
      const result: Record<string, unknown> = {};
      for (const property of node.properties as EstreeNode[]) {
        if (property.type !== 'Property' || property.computed) return NOT_LITERAL;
        const key = property.key as EstreeNode;
        const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : undefined;
        const value = literalValue(property.value as EstreeNode);
        if (name === undefined || value === NOT_LITERAL) return NOT_LITERAL;
        result[name] = value;
      }
      return result;
    }
    case 'Identifier':
      return node.name === 'undefined' ? undefined : NOT_LITERAL;
    default:
      return NOT_LITERAL;
  }
}

/** The props of a JSX element; a bare attribute (`<X dev />`) is `true`. */
export function jsxProps(attributes: readonly JsxAttribute[]): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    const value = attribute.value;
    if (value === null || value === undefined) {
      props[attribute.name] = true;
    } else if (typeof value === 'string') {
      props[attribute.name] = value;
    } else {
      const evaluated = literalValue(value.data?.estree);
      if (evaluated !== NOT_LITERAL) props[attribute.name] = evaluated;
    }
  }
  return props;
}
