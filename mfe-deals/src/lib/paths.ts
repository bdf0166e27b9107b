/** The deals remote's pages, as the shell routes them. */
export const PAGE_PATH = '/deal-analysis';
export const HISTORY_PATH = '/deal-analysis/history';
export const analysisPath = (id: string) => `${PAGE_PATH}?id=${id}`;
