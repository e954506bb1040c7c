/** The framework commit 1.x documents, as the rest of the site knows it. */
export {FRAMEWORK_COMMIT as DOCUMENTED_COMMIT} from '../../plugins/shared/framework';
