/** Same key as web-core's session store (`SESSION_STORAGE_KEY`); duplicated so the first script stays tiny. */
export const SESSION_STORAGE_KEY = 'blindspot-session';
