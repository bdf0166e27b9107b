/** Leaves the product for a checkout or portal page. Its own module, so tests can see where it goes. */
export function leavePage(url: string): void {
  window.location.assign(url);
}
