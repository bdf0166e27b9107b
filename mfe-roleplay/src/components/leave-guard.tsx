// Asking before a conversation's unsent text is lost. A link clicked anywhere on the page (the sidebar, the
// header, a card) is held while `shouldAsk()` is true, and an alert dialog asks: Stay (focused) or Leave,
// which then follows the link. Reloading or closing the tab gets the browser's own question. The
// conversation itself is never lost by leaving: every turn is stored, and the arena resumes it.
import { ConfirmDialog } from '@blindspot/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** The in-app path a click on `target` would go to, if it is a plain same-origin link to another page. */
function linkTarget(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download'))
    return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A link within the page (the skip link, #main-content) leaves nothing.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url.pathname + url.search + url.hash;
}

export function useLeaveGuard(shouldAsk: () => boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    // Capture phase on the document: before React Router's link handler (on the app's root) acts.
    const onClick = (event: MouseEvent) => {
      const target = linkTarget(event);
      if (!target || !shouldAsk()) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(target);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!shouldAsk()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [shouldAsk]);

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title="Leave this conversation?"
      description={
        'Your unsent message will be lost. The conversation so far is saved: you can come back to it from the ' +
        'Roleplay Arena or your roleplay history.'
      }
      cancelLabel="Stay"
      confirmLabel="Leave"
      onConfirm={() => pending && navigate(pending)}
    />
  );
  return { dialog };
}
