/** Same key as web-core's theme store; duplicated so the first script stays tiny. */
export const THEME_STORAGE_KEY = 'theme';
