// What lets the app start in several short tasks instead of one long one (main.tsx). A
// task the browser cannot interrupt delays whatever the person does meanwhile; on a mid-range
// phone one that takes 50 ms or more is felt.

/** Resolves in a task of its own, after what the browser already has queued (input first). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
