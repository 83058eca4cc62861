export { positiveInt, searchKeywords, searchTab, type SearchTab } from '../../../../shared/list-query';
