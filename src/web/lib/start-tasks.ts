// Helpers that let the app start in several short tasks instead of one long one (main.tsx). A
// task the browser cannot interrupt delays whatever the person does meanwhile; on a mid-range
// phone one that takes 50 ms or more is felt.

/** Resolves in a task of its own, after what the browser already has queued (input first). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/**
 * Loads the browser's locale data for the formats the pages use (pounds; dates and times in
 * London). The first Intl formatter a page makes pays for it, about 17 ms on a desktop core and
 * four times that on a phone; made here, in a task of its own, it lengthens neither the task that
 * runs the app's code nor the one that draws the page.
 */
export function warmIntl(): void {
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(0);
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/London',
  }).format(0);
}
