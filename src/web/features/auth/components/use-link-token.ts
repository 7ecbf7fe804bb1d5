import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The `token` of an e-mailed link, read once when the page opens and kept in memory; the address
 * bar loses it at once (history replace), so it stays out of the history, bookmarks and shared
 * screens. Null when the address had none.
 */
export function useLinkToken(): string | null {
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get('token')?.trim() || null);
  const inAddress = params.has('token');
  useEffect(() => {
    if (inAddress) setParams({}, { replace: true });
  }, [inAddress, setParams]);
  return token;
}
