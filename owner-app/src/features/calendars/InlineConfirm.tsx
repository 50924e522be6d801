import { useEffect, useRef } from 'react';
import { Button, Stack, Text } from '@soglia/ui-kit';

export interface InlineConfirmProps {
  /** The group's accessible name (the action). */
  label: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation in place of the buttons that asked for it, so it also works inside a modal
 * (Camere). Focus lands on Annulla, so Enter never confirms by accident.
 */
export function InlineConfirm({
  label,
  message,
  confirmLabel,
  cancelLabel,
  loading,
  onConfirm,
  onCancel,
}: InlineConfirmProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector('button')?.focus();
  }, []);
  return (
    <div ref={ref} role="group" aria-label={label}>
      <Stack gap="sm">
        <Text weight="medium">{message}</Text>
        <Stack direction="row" gap="sm" wrap justify="end">
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant="danger" loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Stack>
      </Stack>
    </div>
  );
}
