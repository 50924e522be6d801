import { CallScreen } from './CallScreen';
import { IncomingScreen } from './IncomingScreen';
import { MissedPanel } from './MissedPanel';
import type { IdentificationSession, SessionSnapshot } from './types';
import { WaitingScreen } from './WaitingScreen';

export interface CallStageProps {
  session: IdentificationSession;
  snapshot: SessionSnapshot;
  /** The host's phone, for a missed call. */
  phone: string;
}

/** The screen of the call's phase (the card shows the start form meanwhile). */
export function CallStage({ session, snapshot, phone }: CallStageProps) {
  const { phase } = snapshot;
  switch (phase.kind) {
    case 'ringing':
      return (
        <WaitingScreen local={snapshot.local} endsAt={phase.endsAt} onCancel={session.cancel} />
      );
    case 'incoming':
    case 'answering':
      return (
        <IncomingScreen
          answering={phase.kind === 'answering'}
          onAnswer={() => void session.answer()}
          onDecline={session.decline}
        />
      );
    case 'call':
      return (
        <CallScreen
          local={snapshot.local}
          remote={snapshot.remote}
          connected={snapshot.connection === 'connected'}
          facing={snapshot.facing}
          facingSwitchFailed={snapshot.facingSwitchFailed}
          onSwitchFacing={session.switchFacing}
          onEnd={session.hangUp}
        />
      );
    case 'missed':
      return (
        <MissedPanel phone={phone} onRetry={() => void session.retry()} onClose={session.dismiss} />
      );
    default:
      return null;
  }
}
