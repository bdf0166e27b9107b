/** Injection token of the service's validated configuration (base settings plus its own). */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');

/** Injection token of the service's name (logs, metrics, health). */
export const SERVICE_NAME = Symbol('SERVICE_NAME');
