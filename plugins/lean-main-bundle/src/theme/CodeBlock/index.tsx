// The stock code block, with the extra Prism languages registered before it first renders. (`@theme-init`:
// from a plugin's theme, `@theme-original` would point back at this file.)
import './register-languages';
import CodeBlock from '@theme-init/CodeBlock';

export default CodeBlock;
