/**
 * Resolves once the browser has painted what is on screen now: a task queued from a frame's
 * requestAnimationFrame callback runs after that frame is painted. Work started from it (the dashboard's
 * widgets) does not compete with the first paint. Where there are no frames (a hidden tab, a test
 * environment without them), it resolves after a short timeout instead.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 250);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
