/** What other units may use of the URL forms: which built files are directory-index copies of a page. */
export {formCopies, isFormCopy} from './forms';
