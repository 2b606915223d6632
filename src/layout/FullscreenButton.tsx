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

/** Shows the whole page full screen and back (Fullscreen API); absent where the browser forbids it. */
export const FullscreenButton = () => {
  const translate = useTranslate();
  const full = useSyncExternalStore(subscribe, isFullscreen);
  if (!document.fullscreenEnabled) return null;
  const label = translate(full ? 'app.shell.topbar.exit_fullscreen' : 'app.shell.topbar.fullscreen');
  // A refused request (no user gesture, a policy) leaves the page as it is: nothing to report.
  const toggle = () => void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => {});
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} aria-pressed={full} onClick={toggle}>
        {full ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
};
