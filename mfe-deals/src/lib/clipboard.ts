/**
 * Puts text on the clipboard; true when it got there. The asynchronous Clipboard API needs a secure
 * origin and the page's focus; elsewhere (plain http on a LAN address) a hidden field and the older
 * copy command still work.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the older way
  }
  const focused = document.activeElement as HTMLElement | null;
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    focused?.focus(); // selecting the hidden field took the focus: give it back
  }
}
