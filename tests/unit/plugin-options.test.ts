/**
 * Every plugin's options validation, through one helper (testValidate): the defaults a site gets with no options,
 * and a plugin id Docusaurus would refuse.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {validateOptions as apiReference} from '../../plugins/api-reference/src/index';
import {validateOptions as devServer} from '../../plugins/dev-server/src/index';
import {validateOptions as diagrams} from '../../plugins/diagrams/src/index';
import {validateOptions as exampleHovers} from '../../plugins/example-hovers/src/index';
import {validateOptions as exampleTwins} from '../../plugins/example-twins/src/index';
import {validateOptions as leanMainBundle} from '../../plugins/lean-main-bundle/src/index';
import {validateOptions as llmsMarkdown} from '../../plugins/llms-markdown/src/index';
import {validateOptions as localSearch} from '../../plugins/local-search/src/index';
import {validateOptions as prefetchOnIntent} from '../../plugins/prefetch-on-intent/src/index';
import {validateOptions as robotsTxt} from '../../plugins/robots-txt/src/index';
import {validateOptions as routeSections} from '../../plugins/route-sections/src/index';
import {validateOptions as socialCards} from '../../plugins/social-cards/src/index';
import {validateOptions as staticHighlight} from '../../plugins/static-highlight/src/index';
import {validateOptions as urlForms} from '../../plugins/url-forms/src/index';
import {testValidate} from './test-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const PLUGINS: ReadonlyArray<[name: string, validate: (options: any) => {id?: string}]> = [
  ['api-reference', testValidate(apiReference)],
  ['dev-server', testValidate(devServer)],
  ['diagrams', testValidate(diagrams)],
  ['example-hovers', testValidate(exampleHovers)],
  ['example-twins', testValidate(exampleTwins)],
  ['lean-main-bundle', testValidate(leanMainBundle)],
  ['llms-markdown', testValidate(llmsMarkdown)],
  ['local-search', testValidate(localSearch)],
  ['prefetch-on-intent', testValidate(prefetchOnIntent)],
  ['robots-txt', testValidate(robotsTxt)],
  ['route-sections', testValidate(routeSections)],
  ['social-cards', testValidate(socialCards)],
  ['static-highlight', testValidate(staticHighlight)],
  ['url-forms', testValidate(urlForms)],
];

for (const [name, validate] of PLUGINS) {
  test(`${name}: no options give the defaults under the default id; an id that is not a name is refused`, () => {
    assert.equal(validate({}).id, 'default');
    assert.throws(() => validate({id: 'not a name!'}), /id/);
  });
}
