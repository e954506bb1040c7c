// The stock Content (Prism in the browser), with the extra languages registered first. Loaded lazily.
import './register-languages';
import type {ComponentType} from 'react';
import Content from '@theme-init/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';

export default Content as ComponentType<Props>;
