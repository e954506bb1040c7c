/** The code-block reader lives in plugins/shared (the API history reads guide examples the same way). */
export * from '../../../plugins/shared/code-blocks';
