// What theme-classic's Prism client module does (it is aliased away by plugins/lean-main-bundle), run when
// the stock, Prism-based Content is first loaded: hands prism-react-renderer's Prism to the theme's
// registration of `prism.additionalLanguages`.
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
