import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { FileInput, Stack, Text } from '@soglia/ui-kit';
import { checkinMessages as m } from './messages';

/** Turns the chosen file into what is uploaded (downscaled photo, PDF as is); rejects bad files. */
export type PrepareFile = (file: File) => Promise<File>;

export interface PhotoFieldProps {
  label: string;
  required: boolean;
  error?: string;
  /** Upload progress 0..100 while the form is being sent. */
  progress?: number;
  prepare: PrepareFile;
  /** The prepared file (null: none, or the chosen one was refused). */
  onChange: (file: File | null, problem?: string) => void;
  /** A preparation started; `done` settles once its onChange (if still current) has run. */
  onPreparing?: (done: Promise<void>) => void;
  disabled?: boolean;
}

const ACCEPT = 'image/*,application/pdf';

/** A document photo: camera on phones, any allowed file elsewhere; prepared before upload. */
export function PhotoField({
  label,
  required,
  error,
  progress,
  prepare,
  onChange,
  onPreparing,
  disabled,
}: PhotoFieldProps) {
  const intl = useIntl();
  const [state, setState] = useState<'none' | 'preparing' | 'ready'>('none');
  const [size, setSize] = useState(0);
  const latest = useRef(0);

  const select = async (file: File | null) => {
    const attempt = ++latest.current;
    if (!file) {
      setState('none');
      onChange(null);
      return;
    }
    setState('preparing');
    const done = (async () => {
      try {
        const prepared = await prepare(file);
        if (attempt !== latest.current) return;
        setSize(prepared.size);
        setState('ready');
        onChange(prepared);
      } catch (problem) {
        if (attempt !== latest.current) return;
        console.error('Document file refused', problem);
        setState('none');
        onChange(null, intl.formatMessage(m.invalidFormat));
      }
    })();
    onPreparing?.(done);
    await done;
  };

  return (
    <Stack gap="xs">
      <FileInput
        label={label}
        required={required}
        error={error}
        hint={intl.formatMessage(m.photoHint)}
        accept={ACCEPT}
        capture="environment"
        progress={progress}
        onFileSelect={(file) => void select(file)}
        disabled={disabled}
        buttonLabel={intl.formatMessage(m.chooseFile)}
        noFileLabel={intl.formatMessage(m.noFile)}
        removeLabel={intl.formatMessage(m.removeFile)}
        progressLabel={intl.formatMessage(m.uploading)}
        previewAlt={intl.formatMessage(m.preview)}
      />
      <Text size="sm" tone="muted" role="status">
        {state === 'preparing' ? intl.formatMessage(m.preparing) : null}
        {state === 'ready'
          ? intl.formatMessage(m.photoReady, { size: Math.max(1, Math.round(size / 1024)) })
          : null}
      </Text>
    </Stack>
  );
}
