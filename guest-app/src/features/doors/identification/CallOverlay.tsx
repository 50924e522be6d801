import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    outline: none;
  }
`;

/** One call screen: the whole viewport on a phone, a centred column on a wide screen. */
export const CallColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  box-sizing: border-box;
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.pageMediumWidth};
  min-height: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;

/** A screen without a camera (a call back): its content in the middle of the screen. */
export const CallCentre = styled(CallColumn)`
  justify-content: center;
`;

/** Where a camera shows: dark around the picture, as tall as the screen leaves. */
export const VideoStage = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-height: 40vh;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.text};
  & > video {
    position: absolute;
    inset: 0;
  }
`;

/** The call's buttons: sharing the width on a phone (thumb reach), centred on a wide screen. */
export const CallActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: center;
  & > * {
    flex: 1 1 0;
  }
  ${({ theme }) => theme.media.wide} {
    & > * {
      flex: 0 1 auto;
      min-width: 25%;
    }
  }
`;

/** Centred text under a camera. */
export const CallCaption = styled.div`
  text-align: center;
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';

export interface CallOverlayProps {
  labelledBy: string;
  /** A new value moves the focus to the `[data-autofocus]` element again (another screen). */
  screen: string;
  children: ReactNode;
}

/**
 * The call's screens over the page, as a modal dialog: focus moves in and stays there (Tab
 * wraps), the page below neither scrolls nor reads out, and focus goes back when it closes.
 */
export function CallOverlay({ labelledBy, screen, children }: CallOverlayProps) {
  const { locale } = useIntl();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const { body } = document;
    const overflow = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = overflow;
      if (previous && document.contains(previous)) previous.focus();
    };
  }, []);

  useEffect(() => {
    const root = ref.current;
    (root?.querySelector<HTMLElement>('[data-autofocus]') ?? root)?.focus();
  }, [screen]);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    const root = ref.current;
    if (event.key !== 'Tab' || !root) return;
    const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
    } else if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === root)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      lang={locale}
      tabIndex={-1}
      onKeyDown={trapTab}
    >
      {children}
    </Backdrop>,
    document.body,
  );
}
