// The jsdom test environment with the browser's fetch, which jsdom lacks: web-core's API client calls
// fetch, and component tests point it at a real local server. Node's own fetch stands in; an AbortSignal
// from jsdom (TanStack Query passes one) is passed on through a Node AbortController, which Node's fetch
// accepts.
import { TestEnvironment } from 'jest-environment-jsdom';

export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const nodeFetch = globalThis.fetch;
    const browser = this.global;
    browser.fetch = (input, init = {}) => {
      const { signal, ...rest } = init;
      if (!signal) return nodeFetch(input, rest);
      const controller = new AbortController();
      if (signal.aborted) controller.abort(signal.reason);
      else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
      return nodeFetch(input, { ...rest, signal: controller.signal });
    };
    for (const name of ['Headers', 'Request', 'Response']) browser[name] ??= globalThis[name];
  }
}
