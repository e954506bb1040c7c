/** MDX syntax-tree nodes the remark plugins add to a page. */

/** `import <name> from '<module>';` as an MDX ESM node (its text plus the estree MDX compiles from). */
export function defaultImportNode(name: string, module: string) {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${module}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: module, raw: `'${module}'`},
          },
        ],
      },
    },
  };
}
