import { useEffect, useRef, useState } from 'react';
import { Icon, type IconName } from '../Icon';
import { StyledToast, StyledToastClose, StyledToastMessage, type ToastTone } from './Toast.styles';

export interface ToastProps {
  tone: ToastTone;
  message: string;
  /** Auto-dismiss after this many ms (use theme.durations.message = 3000 or .notification = 5000). */
  duration?: number;
  onDismiss?: () => void;
  /** Accessible name of the close button (shown when onDismiss is set). Default 'Chiudi'. */
  dismissLabel?: string;
  /** Float over the page under the navigation bar instead of sitting in the flow. */
  floating?: boolean;
}

const icons: Record<ToastTone, IconName> = {
  success: 'check',
  error: 'alert',
  warning: 'alert',
  info: 'info',
};

export function Toast({
  tone,
  message,
  duration,
  onDismiss,
  dismissLabel = 'Chiudi',
  floating = false,
}: ToastProps) {
  const [visible, setVisible] = useState(true);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  useEffect(() => {
    setVisible(true);
    if (!duration || duration <= 0) return undefined;
    const timer = setTimeout(() => {
      setVisible(false);
      dismissRef.current?.();
    }, duration);
    return () => clearTimeout(timer);
  }, [duration, message]);

  if (!visible) return null;
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <StyledToast
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      data-tone={tone}
      data-floating={floating || undefined}
    >
      <Icon name={icons[tone]} />
      <StyledToastMessage>{message}</StyledToastMessage>
      {onDismiss ? (
        <StyledToastClose
          type="button"
          aria-label={dismissLabel}
          onClick={() => {
            setVisible(false);
            onDismiss();
          }}
        >
          <Icon name="close" size={18} />
        </StyledToastClose>
      ) : null}
    </StyledToast>
  );
}
