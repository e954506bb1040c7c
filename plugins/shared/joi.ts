/**
 * Joi as Docusaurus exports it, for the plugins' `validateOptions`. @docusaurus/utils-validation is CommonJS
 * without statically detectable named exports: under Node's ESM loader (tsx, tests) Joi is on the default
 * export, under Docusaurus's jiti loader it is a plain property. This accepts both.
 */
import * as utilsValidation from '@docusaurus/utils-validation';

type UtilsValidation = typeof import('@docusaurus/utils-validation');
const moduleValue = utilsValidation as unknown as UtilsValidation & {default?: UtilsValidation};

export const Joi: UtilsValidation['Joi'] = moduleValue.Joi ?? moduleValue.default!.Joi;
