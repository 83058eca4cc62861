/**
 * The element ids the header's search box and its suggestion list share: the box names the list and its
 * highlighted line by them. Apart from both, because the list's code loads later than the box's.
 */
export const SUGGEST_LIST_ID = 'header-search-suggestions';

/** The id of the list's line `i`. */
export const optionId = (listId: string, i: number) => `${listId}-${i}`;
