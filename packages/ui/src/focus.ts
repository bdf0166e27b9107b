// `@blindspot/ui/focus`: moving focus to the new heading when a page, step or view changes. React and the
// DOM only: not shared through Module Federation, small enough for every app (the landing page too).
export { focusHeading, MAIN_CONTENT_ID, pageHeading, useFocusOnChange, useFocusOnMount } from './lib/focus.js';
