import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page's search parameters as a state the page changes at once, written through to the
 * address. The router takes a moment to take a change in, and a control that read the address
 * alone (a checkbox, a text box) would spring back or lose its cursor meanwhile. Changes replace
 * the history entry (Back leaves the page rather than undoing them one by one) and keep the
 * scroll position. When the address changes from outside (Back, a link to the bare page), the
 * address wins.
 */
export function useLiveSearchParams(): [
  URLSearchParams,
  (change: (current: URLSearchParams) => URLSearchParams) => void,
] {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const [live, setLive] = useState(address);
  // The last address the router reported, and the ones written here that it has yet to report.
  const [seen, setSeen] = useState(address);
  const [pending, setPending] = useState<readonly string[]>([]);

  if (address !== seen) {
    setSeen(address);
    const mine = pending.indexOf(address);
    if (mine === -1) {
      setLive(address);
      setPending([]);
    } else {
      setPending(pending.slice(mine + 1));
    }
  }

  // The same function until the parameters change, for components memoised on it.
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams) => {
      const next = change(new URLSearchParams(live)).toString();
      if (next === live) return;
      setLive(next);
      setPending((list) => [...list, next]);
      setParams(new URLSearchParams(next), { replace: true, preventScrollReset: true });
    },
    [live, setParams],
  );

  return [new URLSearchParams(live), update];
}
