import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../Button';
import { FormField } from '../FormField/FormField';
import { Icon } from '../Icon';
import { describeControl, formFieldProps, useFieldIds } from '../internal/ids';
import {
  StyledFileName,
  StyledFileRow,
  StyledHiddenInput,
  StyledPickLabel,
  StyledPreview,
  StyledProgress,
} from './FileInput.styles';

export interface FileInputProps {
  label: string;
  onFileSelect: (file: File | null) => void;
  /** e.g. 'image/jpeg,image/png,image/bmp,image/gif,application/pdf'. */
  accept?: string;
  /** Offers the phone's camera directly ('environment': the back camera). */
  capture?: 'user' | 'environment';
  /** Upload progress 0..100; the bar shows while defined. */
  progress?: number;
  /** Existing image to preview before a new file is chosen. */
  previewUrl?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  /** Default 'Scegli file'. */
  buttonLabel?: string;
  /** Default 'Nessun file selezionato'. */
  noFileLabel?: string;
  /** Default 'Rimuovi'. */
  removeLabel?: string;
  /** Default 'Caricamento'. */
  progressLabel?: string;
  /** Default 'Anteprima'. */
  previewAlt?: string;
}

function createObjectUrl(file: File): string | undefined {
  if (!file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function')
    return undefined;
  return URL.createObjectURL(file);
}

export function FileInput({
  label,
  onFileSelect,
  accept,
  capture,
  progress,
  previewUrl,
  error,
  hint,
  required,
  disabled,
  id: idProp,
  name,
  buttonLabel = 'Scegli file',
  noFileLabel = 'Nessun file selezionato',
  removeLabel = 'Rimuovi',
  progressLabel = 'Caricamento',
  previewAlt = 'Anteprima',
}: FileInputProps) {
  const ids = useFieldIds(idProp);
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [objectUrl, setObjectUrl] = useState<string | undefined>(undefined);

  useEffect(
    () => () => {
      if (objectUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );

  const select = (next: File | null) => {
    setFile(next);
    setObjectUrl(next ? createObjectUrl(next) : undefined);
    onFileSelect(next);
  };

  const statusId = `${ids.id}-status`;
  const shownPreview = objectUrl ?? (file ? undefined : previewUrl);
  const uploading = typeof progress === 'number';

  return (
    <FormField {...formFieldProps(ids, { label, hint, error, required })}>
      <StyledFileRow>
        <StyledHiddenInput
          ref={inputRef}
          type="file"
          id={ids.id}
          name={name}
          accept={accept}
          capture={capture}
          required={required}
          disabled={disabled}
          {...describeControl(ids, { hint, error }, statusId)}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            select(event.target.files?.[0] ?? null)
          }
        />
        <StyledPickLabel htmlFor={ids.id} aria-hidden="true">
          <Icon name="document" />
          {buttonLabel}
        </StyledPickLabel>
        <StyledFileName id={statusId}>{file ? file.name : noFileLabel}</StyledFileName>
        {file && !disabled ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              if (inputRef.current) inputRef.current.value = '';
              select(null);
            }}
          >
            {removeLabel}
          </Button>
        ) : null}
      </StyledFileRow>
      {shownPreview ? <StyledPreview src={shownPreview} alt={previewAlt} /> : null}
      {uploading ? (
        <StyledProgress
          max={100}
          value={Math.min(100, Math.max(0, progress))}
          aria-label={progressLabel}
        />
      ) : null}
    </FormField>
  );
}
