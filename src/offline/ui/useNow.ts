import { useEffect, useState } from 'react';

/** Re-renders every `everyMs`, so an age on screen ("2 hours ago") keeps up without a user's action. */
export const useNow = (everyMs = 60_000) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
};
