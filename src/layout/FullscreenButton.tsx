import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { IconButton, Tooltip } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};
const isFullscreen = () => !!document.fullscreenElement;

/** Whether the page is full screen, the label of the switch, and the switch (Fullscreen API). */
export const useFullscreen = () => {
  const translate = useTranslate();
  const full = useSyncExternalStore(subscribe, isFullscreen);
  return {
    /** False where the browser forbids it (an iPhone, an iframe without permission). */
    enabled: document.fullscreenEnabled,
    full,
    label: translate(full ? 'app.shell.topbar.exit_fullscreen' : 'app.shell.topbar.fullscreen'),
    // A refused request (no user gesture, a policy) leaves the page as it is: nothing to report.
    toggle: () => void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => {}),
  };
};

/** Shows the whole page full screen and back; absent where the browser forbids it. */
export const FullscreenButton = () => {
  const { enabled, full, label, toggle } = useFullscreen();
  if (!enabled) return null;
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} aria-pressed={full} onClick={toggle}>
        {full ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
};
