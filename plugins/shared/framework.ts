/**
 * The framework source the 1.x docs describe. Every link into the framework's code, the API extraction and the
 * legacy URLs read the commit from here: moving the docs to a new commit is a change of this one line (then
 * re-extract the API models and the legacy URLs, whose files record the commit they were read at).
 */
export const FRAMEWORK_COMMIT = '392b9d812412bae5e7c945aa0d82e482fcee9068';
/** The commit as people quote it (8 characters). */
export const FRAMEWORK_COMMIT_SHORT = FRAMEWORK_COMMIT.slice(0, 8);
export const FRAMEWORK_REPO_URL = 'https://github.com/underctrl-io/commandkit';
