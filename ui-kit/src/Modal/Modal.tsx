import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { useFocusTrap } from '../internal/useFocusTrap';
import {
  StyledBackdrop,
  StyledBody,
  StyledDialog,
  StyledFooter,
  StyledHeader,
  StyledTitle,
  type ModalSize,
} from './Modal.styles';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose?: () => void;
  /** false: click outside and Escape do nothing and there is no close button. Default true. */
  dismissible?: boolean;
  footer?: ReactNode;
  children?: ReactNode;
  /** Accessible name of the close button. Default 'Chiudi'. */
  closeLabel?: string;
  size?: ModalSize;
  /** role 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
}

export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  title,
  onClose,
  dismissible = true,
  footer,
  children,
  closeLabel = 'Chiudi',
  size = 'md',
  role = 'dialog',
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const trapTab = useFocusTrap(dialogRef);
  const pressStartedOnBackdrop = useRef(false);
  const canDismiss = dismissible && typeof onClose === 'function';

  useEffect(() => {
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (canDismiss) onClose();
      return;
    }
    trapTab(event);
  };

  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const outside = event.target === event.currentTarget && pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (outside && canDismiss) onClose();
  };

  return (
    <StyledBackdrop
      data-testid="modal-backdrop"
      onMouseDown={handleBackdropMouseDown}
      onClick={handleBackdropClick}
    >
      <StyledDialog
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $size={size}
        data-size={size}
        onKeyDown={handleKeyDown}
      >
        <StyledHeader>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          {canDismiss ? (
            <IconButton label={closeLabel} icon={<Icon name="close" />} onClick={onClose} />
          ) : null}
        </StyledHeader>
        <StyledBody>{children}</StyledBody>
        {footer ? <StyledFooter>{footer}</StyledFooter> : null}
      </StyledDialog>
    </StyledBackdrop>
  );
}
