// Business constants (docs/product.md#plans) and input bounds (docs/product.md#validation) shared by services and forms.
export const FREE_ANALYSES_PER_MONTH = 3;
export const FREE_LIMIT_MESSAGE = `You've reached your monthly limit of ${FREE_ANALYSES_PER_MONTH} analyses. Upgrade to continue.`;
export const PRO_FEATURE_MESSAGE = 'Audio roleplay is only available on the Pro plan.';
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const MAX_DEAL_NOTES = 20_000;
export const MAX_SHORT_TEXT = 200;
/** First and last name (the user record's columns). */
export const MAX_NAME = 100;
export const MAX_PROFILE_TEXT = 2_000;
export const MAX_CHAT_MESSAGE = 4_000;
export const DASHBOARD_LIST_SIZE = 3;
export const PRODUCT_NAME = 'Blindspot';
/** Largest voice recording accepted for transcription (about ten minutes of webm/opus). */
export const MAX_RECORDING_BYTES = 10 * 1024 * 1024;
