/** The framework commit 1.x documents, as the rest of the site knows it. */
export {COMMIT_1X as DOCUMENTED_COMMIT} from '../../plugins/known-issues/src/issues';
