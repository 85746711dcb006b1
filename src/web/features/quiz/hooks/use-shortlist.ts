import { saveShortlist } from '../api/match-quiz.ts';
import { storeShortlist, useQuizLocalState } from '../quiz-storage.ts';

function toggle(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

/**
 * The matches kept and set aside (PRODUCT.md "Match explanations"): on this device, and in the
 * account of a signed-in user. Keeping a role takes it out of the set-aside list and back.
 */
export function useShortlist(signedIn: boolean) {
  const { shortlisted, dismissed } = useQuizLocalState();

  const update = (next: { shortlisted: string[]; dismissed: string[] }) => {
    storeShortlist(next.shortlisted, next.dismissed);
    if (signedIn) {
      saveShortlist(next.shortlisted, next.dismissed).catch((error: unknown) =>
        console.warn('The shortlist could not be saved to your account.', error),
      );
    }
  };

  return {
    shortlisted,
    dismissed,
    toggleShortlist: (id: string) =>
      update({
        shortlisted: toggle(shortlisted, id),
        dismissed: dismissed.filter((x) => x !== id),
      }),
    toggleDismiss: (id: string) =>
      update({
        shortlisted: shortlisted.filter((x) => x !== id),
        dismissed: toggle(dismissed, id),
      }),
  };
}
