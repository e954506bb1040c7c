/** Appended to a page's path to name the page of its JavaScript twins (the checker and the twin maker share it). */
export const TWIN_SUFFIX = ' [JavaScript twin]';
