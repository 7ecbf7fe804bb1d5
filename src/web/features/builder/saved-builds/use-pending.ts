import { useState } from 'react';

/**
 * For a dialog's button that awaits a call: `run` starts the action unless one is already under
 * way, and `pending` is true until it settles (the button reads 'Saving...' or 'Deleting...').
 */
export function usePending(): {
  pending: boolean;
  run: (action: () => Promise<void>) => Promise<void>;
} {
  const [pending, setPending] = useState(false);
  const run = async (action: () => Promise<void>) => {
    if (pending) return;
    setPending(true);
    try {
      await action();
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}
