import { Box, LinearProgress } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { activity } from '../providers/activity';
import { translateOutside } from '../providers/locale';

// docs/domain.md "Timings and breakpoints": throttle 200 ms, duration 5000 ms, height 5px, hide delay 500 ms.
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HEIGHT_PX = 5;
export const PROGRESS_HIDE_DELAY_MS = 500;
const TICK_MS = 100;

/**
 * A bar at the very top while requests are in flight: it appears only for a request that
 * lasts over 200 ms, fills over 5 s, hides 500 ms after the last one ends, and turns to the
 * error colour when one fails.
 */
export const ProgressBar = () => {
  const [visible, setVisible] = useState(false);
  const [failed, setFailed] = useState(false);
  const [value, setValue] = useState(0);
  const timers = useRef<{ show?: number; hide?: number; tick?: number }>({});

  useEffect(() => {
    const t = timers.current;
    const clear = (k: keyof typeof t) => {
      if (t[k] !== undefined) (k === 'tick' ? window.clearInterval : window.clearTimeout)(t[k]);
      t[k] = undefined;
    };
    const unsubscribe = activity.subscribe(({ pending, failed: f }) => {
      if (f) setFailed(true);
      if (pending > 0) {
        clear('hide');
        if (t.show === undefined && t.tick === undefined) {
          t.show = window.setTimeout(() => {
            t.show = undefined;
            setValue(0);
            setVisible(true);
            const started = Date.now();
            t.tick = window.setInterval(() => setValue(Math.min(95, ((Date.now() - started) / PROGRESS_DURATION_MS) * 100)), TICK_MS);
          }, PROGRESS_THROTTLE_MS);
        }
        return;
      }
      clear('show');
      if (t.tick === undefined && !f) {
        setFailed(false);
        return;
      }
      // A failure shows even when the request was quick.
      if (t.tick === undefined) setVisible(true);
      clear('tick');
      setValue(100);
      t.hide = window.setTimeout(() => {
        t.hide = undefined;
        setVisible(false);
        setFailed(false);
      }, PROGRESS_HIDE_DELAY_MS);
    });
    return () => {
      unsubscribe();
      clear('show');
      clear('hide');
      clear('tick');
    };
  }, []);

  if (!visible) return null;
  return (
    <Box sx={{ position: 'fixed', insetInlineStart: 0, top: 0, width: '100%', zIndex: 2100 }}
      data-testid="progress-bar" data-failed={failed ? 'true' : 'false'}>
      <LinearProgress variant="determinate" value={value} color={failed ? 'error' : 'primary'} aria-label={translateOutside('ra.page.loading')}
        sx={{ height: PROGRESS_HEIGHT_PX }} />
    </Box>
  );
};
