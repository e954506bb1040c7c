// Wraps the theme's MDX component map so that every page can use our components without importing them.
import MDXComponents from '@theme-original/MDXComponents';
import PackageInstall from '@site/src/components/PackageInstall';

export default {
  ...MDXComponents,
  PackageInstall,
};
