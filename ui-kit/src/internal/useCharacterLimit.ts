import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { durations } from '../theme/tokens';

export const defaultLimitMessage = (max: number) =>
  `Hai raggiunto il limite massimo di ${max} caratteri.`;
export const defaultCounterText = (remaining: number) => `${remaining} caratteri rimanenti`;

interface Options {
  value: unknown;
  defaultValue: unknown;
  maxLength?: number;
  enabled: boolean;
  noticeDuration?: number;
}

/**
 * Tracks the length of a (controlled or uncontrolled) text field and shows the
 * limit notice for `noticeDuration` ms whenever the user reaches or pushes against maxLength.
 */
export function useCharacterLimit({
  value,
  defaultValue,
  maxLength,
  enabled,
  noticeDuration,
}: Options) {
  const controlled = value !== undefined && value !== null;
  const [ownLength, setOwnLength] = useState(() => String(defaultValue ?? '').length);
  const length = controlled ? String(value).length : ownLength;
  const [noticeVisible, setNoticeVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const active = enabled && typeof maxLength === 'number' && maxLength > 0;

  const showNotice = useCallback(() => {
    setNoticeVisible(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setNoticeVisible(false), noticeDuration ?? durations.message);
  }, [noticeDuration]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onValueChange = useCallback(
    (next: string) => {
      if (!controlled) setOwnLength(next.length);
      if (active && next.length >= (maxLength as number)) showNotice();
    },
    [active, controlled, maxLength, showNotice],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const target = event.currentTarget as HTMLInputElement | HTMLTextAreaElement;
      const typing = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
      const selection = (target.selectionEnd ?? 0) - (target.selectionStart ?? 0);
      if (active && typing && selection === 0 && target.value.length >= (maxLength as number)) {
        showNotice();
      }
    },
    [active, maxLength, showNotice],
  );

  return {
    active,
    remaining: active ? Math.max(0, (maxLength as number) - length) : undefined,
    noticeVisible: active && noticeVisible,
    onValueChange,
    onKeyDown,
  };
}
