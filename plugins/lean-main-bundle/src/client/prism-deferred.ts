// Stands in for theme-classic's Prism client module, which would put Prism in the main bundle. The same
// language registration runs from theme/CodeBlock/register-languages.ts, with the first code block.
export {};
