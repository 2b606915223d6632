import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type ScanRead, parseScan } from '../registry/gs1';
import { readFeedback } from './feedback';

const CameraDialog = lazy(() => import('./CameraDialog'));

/** A read gs1.ts accepted: GS1 data, a GTIN or plain text (a bin). */
export type AcceptedRead = Exclude<ScanRead, { kind: 'refused' }>;

export interface ScanInputProps {
  /**
   * Called once per read, from a hardware scanner (typed, ended by Enter or Tab), from typing and
   * Enter, or from the camera: `raw` as delivered, `read` what src/registry/gs1.ts made of it
   * (`read.data.gtin`, `.lot`, `.expiry`, `.count`...; `kind: 'text'` for a bin). A GS1 refusal
   * never reaches it: the field shows why. Return a translated message (or a promise of one) to
   * refuse the read: it shows under the field, as a refusal, until the next read.
   */
  onScan: (raw: string, read: AcceptedRead) => string | void | Promise<string | void>;
  /** The field's label; "Scan or type a code" by default. */
  label?: string;
  /** A line under the field while nothing is refused (what to scan next, the last read). */
  helperText?: string;
  /** The camera stays open after a read, for counting many in a row. */
  continuous?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  /** The input's id, for a label elsewhere and for tests. */
  id?: string;
}

/**
 * The one scan field of the warehouse screens (docs/architecture.md "Scanning"): a large text field
 * a keyboard-wedge scanner types into, with a camera button that opens a full-screen reader. It
 * empties after each read and keeps the focus, so the next scan goes in too.
 */
export const ScanInput = ({ onScan, label, helperText, continuous, autoFocus, disabled, id = 'scan' }: ScanInputProps) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [camera, setCamera] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hasCamera = typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

  /** One read from any source: the refusal's text, if refused (the camera shows it too). */
  const take = async (raw: string, format?: string, fromCamera = false): Promise<string | undefined> => {
    const read = parseScan(raw, { format });
    const refusal = read.kind === 'refused' ? translate(read.error.key, { ai: `\u2066${read.error.ai ?? '?'}\u2069` }) : (await onScan(raw, read)) || undefined;
    setError(refusal);
    // A wedge beeps by itself; the camera's reads and every refusal beep here.
    if (fromCamera || refusal) readFeedback(!refusal);
    return refusal;
  };

  return (
    <>
      <TextField
        id={id}
        fullWidth
        label={label ?? translate('app.scan.label')}
        value={text}
        disabled={disabled}
        autoFocus={autoFocus}
        inputRef={input}
        error={!!error}
        helperText={error ?? helperText}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          // A wedge ends its read with Enter (or Tab): the read is taken, the field empties and keeps the focus.
          if ((e.key === 'Enter' || e.key === 'Tab') && text.trim()) {
            e.preventDefault();
            const raw = text;
            setText('');
            void take(raw);
          }
        }}
        slotProps={{
          htmlInput: { dir: 'ltr', autoCapitalize: 'characters', spellCheck: false, enterKeyHint: 'done' },
          formHelperText: { role: error ? 'alert' : undefined },
          // The refusal shows red under the field; a red label on the filled field's grey misses 4.5:1 (axe).
          inputLabel: { error: false },
          input: hasCamera ? {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={translate('app.scan.camera')}>
                  <IconButton size="large" edge="end" disabled={disabled} aria-label={translate('app.scan.camera')} onClick={() => setCamera(true)}>
                    <PhotoCameraIcon />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          } : undefined,
        }}
        sx={{ '& .MuiInputBase-input': { minHeight: 32, fontSize: '1.1rem' } }}
      />
      {camera && (
        <Suspense fallback={null}>
          <CameraDialog continuous={continuous} onRead={(raw, format) => take(raw, format, true)}
            onClose={() => { setCamera(false); input.current?.focus(); }} />
        </Suspense>
      )}
    </>
  );
};
