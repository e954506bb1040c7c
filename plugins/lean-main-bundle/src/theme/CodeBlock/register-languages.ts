// What theme-classic's client module does, run once when the first code block's chunk is evaluated:
// hands prism-react-renderer's Prism to the theme's registration of `prism.additionalLanguages`.
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
