import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCurrentUser } from '../features/account/api/get-profile.ts';
import { adoptAccountResults, mergeVisitorResults } from '../features/quiz/account-sync.ts';

/**
 * Quiz results follow the person (issue 15): when a visitor signs up or in on this page, what
 * this browser kept goes to the account (merged by the rule of docs/decisions/013); whenever an
 * account is loaded, its newer results and its shortlist come to this browser. Composed here
 * because it joins two features: the account's session and the quiz's storage.
 */
export function useQuizAccountSync(): void {
  const { data: user } = useCurrentUser();
  const client = useQueryClient();
  // Whether this page has seen a visitor, and whose account it has taken the shortlist from.
  const seen = useRef<{ visitor: boolean; uid: string | null }>({ visitor: false, uid: null });

  useEffect(() => {
    if (user === undefined) return;
    if (user === null) {
      seen.current = { visitor: true, uid: null };
      return;
    }
    if (seen.current.uid === user.uid) {
      adoptAccountResults(user, { lists: false });
      return;
    }
    const signedInHere = seen.current.visitor;
    seen.current = { visitor: false, uid: user.uid };
    if (!signedInHere) {
      adoptAccountResults(user, { lists: true });
      return;
    }
    mergeVisitorResults(client).then(
      (merged) => adoptAccountResults(merged ?? user, { lists: true }),
      (error: unknown) => {
        // SPEC.md section 8: a failed save is logged; this device keeps what it had.
        console.warn('Your quiz results could not be saved to your account.', error);
        adoptAccountResults(user, { lists: false });
      },
    );
  }, [user, client]);
}
