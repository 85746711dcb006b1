import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../../../tests/support/factories.ts';
import { startCheckout } from './billing-requests.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startCheckout', () => {
  it("raises 'Failed to create checkout session' on a non-OK answer and goes nowhere", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          '/api/stripe/create-checkout-session': () =>
            jsonResponse(
              { error: 'successUrl must be a page of this site.', code: 'bad-request' },
              400,
            ),
        }),
      ),
    );
    const go = vi.fn();
    const failure = startCheckout({ uid: 'u1', email: 'a@b.co' }, 'single', go);
    await expect(failure).rejects.toThrow('Failed to create checkout session');
    await expect(failure).rejects.toMatchObject({
      cause: expect.objectContaining({ message: 'successUrl must be a page of this site.' }),
    });
    expect(go).not.toHaveBeenCalled();
  });
});
