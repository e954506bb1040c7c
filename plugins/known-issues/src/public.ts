/** What other units may use of the known issues: the issue files' reader and facts, and the remark transform. */
export * from './issues';
export {default as remarkKnownIssues} from './remark';
