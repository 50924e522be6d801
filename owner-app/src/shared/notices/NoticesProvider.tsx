import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import styled, { useTheme } from 'styled-components';
import { Toast, type ToastTone } from '@soglia/ui-kit';

/** How long a notice stays: 'message' 3 s (forms, toasts), 'notification' 5 s (stay view). */
export type NoticeDuration = 'message' | 'notification';

export interface NoticeInput {
  tone: ToastTone;
  message: string;
  duration?: NoticeDuration;
}

interface Notice extends Required<NoticeInput> {
  id: number;
}

type Notify = (notice: NoticeInput) => void;

const NotifyContext = createContext<Notify | null>(null);

// One place on every screen: floating under the navigation bar, newest last.
const Region = styled.div`
  position: fixed;
  top: calc(${({ theme }) => theme.sizes.navHeight} + ${({ theme }) => theme.space.md});
  left: 50%;
  transform: translateX(-50%);
  width: min(
    ${({ theme }) => theme.sizes.modalWidth},
    calc(100% - ${({ theme }) => theme.space.xl})
  );
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  pointer-events: none;

  & > * {
    pointer-events: auto;
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

/**
 * Shows the console's success and error notices, each for the time of its kind
 * (docs/product.md § Notices and errors).
 */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(0);

  const notify = useCallback<Notify>(({ tone, message, duration = 'message' }) => {
    nextId.current += 1;
    const id = nextId.current;
    // The same text twice in a row restarts its timer instead of stacking a copy.
    setNotices((list) => [
      ...list.filter((notice) => notice.message !== message),
      { id, tone, message, duration },
    ]);
  }, []);

  const dismiss = useCallback((id: number) => {
    setNotices((list) => list.filter((notice) => notice.id !== id));
  }, []);

  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      {notices.length > 0 ? (
        <Region>
          {notices.map((notice) => (
            <Toast
              key={notice.id}
              tone={notice.tone}
              message={notice.message}
              duration={theme.durations[notice.duration]}
              onDismiss={() => dismiss(notice.id)}
            />
          ))}
        </Region>
      ) : null}
    </NotifyContext.Provider>
  );
}

/** `notify({ tone, message, duration })` from anywhere inside the owner console. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs the NoticesProvider (AppProviders renders it).');
  return notify;
}
