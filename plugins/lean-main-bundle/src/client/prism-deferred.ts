// Stands in for theme-classic's Prism client module, which would put Prism in the main bundle. The same
// language registration runs from plugins/static-highlight (theme/CodeBlock/Content/register-languages.ts),
// when a code block that the build could not tokenize first needs Prism.
export {};
