import { useState } from 'react';
import { LiveRegion } from '@shared/ui/live-region';

/** A section's "saved" news: `say(text)` shows it, announced again even when the same text comes twice. */
export function useSavedMessage() {
  const [saved, setSaved] = useState<{ text: string; serial: number } | null>(null);
  return {
    say: (text: string) => setSaved((previous) => ({ text, serial: (previous?.serial ?? 0) + 1 })),
    clear: () => setSaved(null),
    region: (
      <LiveRegion politeness="polite">
        {saved && (
          <p key={saved.serial} className="notice notice--success">
            {saved.text}
          </p>
        )}
      </LiveRegion>
    ),
  };
}
