import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { lazyPart } from '../../shared/LazyScreen';
import type { ActiveCall } from './identificationSlice';
import { IncomingCallPanel } from './IncomingCallPanel';
import { selectActiveCall, selectMissedCalls, selectRingingCalls } from './identificationSlice';
import { MissedCallNotice } from './MissedCallNotice';
import { useRingAlerts } from './useRingAlerts';

/**
 * The call on screen (video, the guest's documents, the checks), downloaded when the host
 * answers: every screen of the console pays only for the ring and the tray.
 */
const CallScreen = lazyPart<{ call: ActiveCall }>(() =>
  import('./CallScreen').then((parts) => parts.CallScreen),
);

// Bottom right on a desk, across the bottom of a phone; at the top while a call fills the
// screen, so that it never hides Termina chiamata.
const Tray = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  right: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  width: min(
    ${({ theme }) => theme.sizes.pageNarrowWidth},
    calc(100% - 2 * ${({ theme }) => theme.space.lg})
  );
  max-height: calc(100% - 2 * ${({ theme }) => theme.space.lg});
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  pointer-events: none;
  &[data-placement='top'] {
    bottom: auto;
    top: ${({ theme }) => theme.space.lg};
  }
  ${({ theme }) => theme.media.narrow} {
    right: ${({ theme }) => theme.space.sm};
    bottom: ${({ theme }) => theme.space.sm};
    width: calc(100% - 2 * ${({ theme }) => theme.space.sm});
    max-height: calc(100% - 2 * ${({ theme }) => theme.space.sm});
    &[data-placement='top'] {
      top: ${({ theme }) => theme.space.sm};
    }
  }
`;

const Missed = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * Over every screen of the console: the calls ringing here (with the ring), the missed calls
 * and the call on screen.
 */
export function CallLayer() {
  const ringing = useAppSelector(selectRingingCalls);
  const missed = useAppSelector(selectMissedCalls);
  const active = useAppSelector(selectActiveCall);
  useRingAlerts(ringing);
  if (typeof document === 'undefined') return null;

  const inCall = active !== null && active.phase !== 'ended';
  return (
    <>
      {active ? <CallScreen call={active} /> : null}
      {createPortal(
        <Tray data-placement={active ? 'top' : 'bottom'}>
          {ringing.map((call) => (
            <IncomingCallPanel key={call.callId} call={call} busy={inCall} />
          ))}
          <Missed aria-live="polite">
            {active
              ? null
              : missed.map((call) => (
                  <MissedCallNotice key={call.callId} call={call} busy={inCall} />
                ))}
          </Missed>
        </Tray>,
        document.body,
      )}
    </>
  );
}
