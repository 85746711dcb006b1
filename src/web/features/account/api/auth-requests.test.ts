import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveQuizAnswers, updateUserProfile } from './auth-requests.ts';
import { PROFILE_QUERY_KEY } from './get-profile.ts';

afterEach(() => vi.unstubAllGlobals());

describe('profile helpers with nobody signed in', () => {
  it("throw 'No current user' and call nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    client.setQueryData(PROFILE_QUERY_KEY, null);
    await expect(updateUserProfile(client, { displayName: 'X' })).rejects.toThrow(
      'No current user',
    );
    await expect(saveQuizAnswers(client, { quizAnswers: [], matchedJobs: [] })).rejects.toThrow(
      'No current user',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
