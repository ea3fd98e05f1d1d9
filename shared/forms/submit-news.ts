import { useState } from 'react';

/** What a submit did, for `SubmitFooter`'s `done`: `at` tells two submits saying the same apart. */
export interface SubmitNews {
  text: string;
  at: number;
}

/**
 * The news of a form's last submit, said by `SubmitFooter`: `say(text)` once it went through (the text may
 * name what it did: "A link was sent to …"), `clear()` as the next one starts.
 */
export function useSubmitNews() {
  const [done, setDone] = useState<SubmitNews | null>(null);
  return {
    done,
    say: (text: string) => setDone((previous) => ({ text, at: (previous?.at ?? 0) + 1 })),
    clear: () => setDone(null),
  };
}
