import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Icon, Modal } from '@soglia/ui-kit';
import { useCallControlsContext } from './callControls';
import { CallProgress } from './CallProgress';
import { CallStay } from './CallStay';
import { CallVideo } from './CallVideo';
import { callerName } from './format';
import type { ActiveCall } from './identificationSlice';
import { callMessages as m } from './messages';

// The video large with the stay beside it on a desk; on a phone the video stays on top while the
// stay scrolls below it. Only the stay scrolls: the guest is always in sight.
const Layout = styled.div`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  min-height: 0;
  ${({ theme }) => theme.media.wide} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    grid-template-rows: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 0;
`;

const Side = styled.div`
  min-height: 0;
  overflow-y: auto;
  padding-right: ${({ theme }) => theme.space.xs};
`;

/** The call over the current screen: the guest's video, the stay, each guest's outcome. */
export function CallScreen({ call }: { call: ActiveCall }) {
  const t = useIntl().formatMessage;
  const { hangUp, close } = useCallControlsContext();
  const ended = call.phase === 'ended';

  return (
    <Modal
      open
      size="full"
      title={t(m.title, { name: callerName(call.stay, t) })}
      dismissible={ended}
      onClose={close}
      closeLabel={t(m.close)}
      footer={
        ended ? (
          <Button variant="secondary" onClick={close}>
            {t(m.close)}
          </Button>
        ) : (
          <Button variant="danger" onClick={hangUp}>
            <Icon name="phone" />
            {t(m.hangUp)}
          </Button>
        )
      }
    >
      <Layout>
        <Main>
          <CallVideo call={call} />
          <CallProgress stay={call.stay} />
        </Main>
        <Side>
          <CallStay call={call} />
        </Side>
      </Layout>
    </Modal>
  );
}
