import CloseIcon from '@mui/icons-material/Close';
import FlashlightOffIcon from '@mui/icons-material/FlashlightOff';
import FlashlightOnIcon from '@mui/icons-material/FlashlightOn';
import { Alert, AppBar, Box, Dialog, IconButton, Toolbar, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import './wasm';
import { decode } from './decoder';

/** A code seen again counts again only after it was out of sight this long (a held box is one read). */
const ABSENT_MS = 800;

interface Props {
  continuous?: boolean;
  /** One read: the refusal's text when refused (the reader stays open to try again and shows it). */
  onRead: (raw: string, format: string) => Promise<string | undefined>;
  onClose: () => void;
}

/**
 * The full-screen camera reader (docs/architecture.md "Scanning"): the rear camera, a light button
 * when the camera has one, frames decoded one after the other by src/scan/decoder.ts. Closes after a
 * read, or stays open in continuous mode, where a code still in sight is not read twice.
 */
const CameraDialog = ({ continuous, onRead, onClose }: Props) => {
  const translate = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  const [track, setTrack] = useState<MediaStreamTrack>();
  const [torch, setTorch] = useState(false);
  const [failed, setFailed] = useState(false);
  const [last, setLast] = useState<{ code: string; refusal?: string }>();
  // The loop started once calls the latest handlers, not those of the first render.
  const read = useRef(onRead);
  const close = useRef(onClose);
  useEffect(() => {
    read.current = onRead;
    close.current = onClose;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    const seen = new Map<string, number>();
    const loop = async () => {
      const v = video.current;
      while (!stopped && v) {
        if (v.readyState >= 2 && v.videoWidth) {
          try {
            const hits = await decode(v);
            const now = performance.now();
            for (const h of hits) {
              const before = seen.get(h.raw);
              seen.set(h.raw, now);
              if (before !== undefined && now - before < ABSENT_MS) continue;
              const refusal = await read.current(h.raw, h.format);
              setLast({ code: h.raw, refusal });
              if (!refusal && !continuous) { close.current(); return; }
            }
          } catch {
            // A frame the decoder could not take (the video resizing): the next one will do.
          }
        }
        await new Promise((r) => setTimeout(r, 60));
      }
    };
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false })
      .then(async (s) => {
        stream = s;
        if (stopped) return s.getTracks().forEach((t) => t.stop());
        const v = video.current!;
        v.srcObject = s;
        await v.play().catch(() => undefined);
        setTrack(s.getVideoTracks()[0]);
        void loop();
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [continuous]);

  const canTorch = !!(track?.getCapabilities?.() as { torch?: boolean } | undefined)?.torch;
  const toggleTorch = async () => {
    const on = !torch;
    await track?.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] }).then(() => setTorch(on)).catch(() => undefined);
  };

  return (
    <Dialog fullScreen open onClose={onClose} aria-labelledby="scan-camera-title">
      <AppBar position="relative" color="default" elevation={0}>
        <Toolbar>
          <Typography id="scan-camera-title" variant="h6" component="h2" sx={{ flex: 1 }}>{translate('app.scan.camera_title')}</Typography>
          {canTorch && (
            <IconButton size="large" onClick={toggleTorch} aria-pressed={torch} aria-label={translate(torch ? 'app.scan.torch_off' : 'app.scan.torch_on')}>
              {torch ? <FlashlightOffIcon /> : <FlashlightOnIcon />}
            </IconButton>
          )}
          <IconButton size="large" edge="end" onClick={onClose} aria-label={translate('app.scan.close')}><CloseIcon /></IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ flex: 1, bgcolor: 'black', display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 0 }}>
        {failed
          ? <Alert severity="error" sx={{ m: 2 }}>{translate('app.scan.camera_failed')}</Alert>
          : <video ref={video} muted playsInline aria-label={translate('app.scan.camera_title')} style={{ width: '100%', height: '100%', objectFit: 'contain' }} />}
      </Box>
      <Typography role="status" aria-live="polite" sx={{ p: 2, minHeight: 56, overflowWrap: 'anywhere', color: last?.refusal ? 'error.main' : undefined }}>
        {last ? last.refusal ?? translate('app.scan.read', { code: `\u2066${last.code.replaceAll('\x1d', ' ')}\u2069` }) : translate(track ? 'app.scan.camera_title' : 'app.scan.starting')}
      </Typography>
    </Dialog>
  );
};

export default CameraDialog;
