/** Leaves the product for a checkout or portal page. Its own module, so tests can see where it goes. */
export function leavePage(url: string): void {
  window.location.assign(url);
}

/** Saves `text` as a file named `name` (the data export): a link to a blob, clicked, then let go. */
export function downloadFile(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
