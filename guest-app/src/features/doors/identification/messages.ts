import { defineMessage, defineMessages } from 'react-intl';

/** The identification at the door (its own ids next to the doors', same `guest.doors` area). */
export const identificationMessages = {
  ringRemaining: defineMessage<{ time: string }>({
    id: 'guest.doors.ringRemaining',
    defaultMessage: '{time} left for your host to answer',
  }),
  callHost: defineMessage<{ phone: string }>({
    id: 'guest.doors.callHost',
    defaultMessage: 'Call {phone}',
  }),
  ...defineMessages({
    identificationTitle: {
      id: 'guest.doors.identificationTitle',
      defaultMessage: 'Identification at the door',
    },
    identificationIntro: {
      id: 'guest.doors.identificationIntro',
      defaultMessage:
        'Before the doors open, your host must see you and your documents in a short video call. Start it at the door: your host answers on their phone or computer.',
    },
    identificationPrivacy: {
      id: 'guest.doors.identificationPrivacy',
      defaultMessage: 'The call is live only: nothing of the video is recorded or stored.',
    },
    identificationDoor: {
      id: 'guest.doors.identificationDoor',
      defaultMessage: 'The door you are at',
    },
    identificationCode: {
      id: 'guest.doors.identificationCode',
      defaultMessage: 'Code posted at the door',
    },
    identificationCodeHint: {
      id: 'guest.doors.identificationCodeHint',
      defaultMessage: 'The check-position code (CPC) on the sign at the door.',
    },
    startIdentification: {
      id: 'guest.doors.startIdentification',
      defaultMessage: 'Start identification',
    },
    startingIdentification: {
      id: 'guest.doors.startingIdentification',
      defaultMessage: 'Starting…',
    },
    noCallableDoor: {
      id: 'guest.doors.noCallableDoor',
      defaultMessage: 'None of your doors has a posted code: contact your host to be identified.',
    },
    opensAfterIdentification: {
      id: 'guest.doors.opensAfterIdentification',
      defaultMessage: 'Opens once your host has identified you.',
    },
    callCheckinIncomplete: {
      id: 'guest.doors.callCheckinIncomplete',
      defaultMessage: 'Complete the online check-in first: the call can start once it is done.',
    },
    callOutsideStay: {
      id: 'guest.doors.callOutsideStay',
      defaultMessage: 'The video call can only start during your stay.',
    },
    callThrottled: {
      id: 'guest.doors.callThrottled',
      defaultMessage: 'Too many attempts at once. Wait a moment and try again.',
    },
    callLockedOutLater: {
      id: 'guest.doors.callLockedOutLater',
      defaultMessage: 'Too many wrong attempts. Try again later.',
    },
    mediaDenied: {
      id: 'guest.doors.mediaDenied',
      defaultMessage:
        'The camera and microphone are blocked. Allow them for this site in your browser settings, then try again: your host needs to see and hear you.',
    },
    mediaMissing: {
      id: 'guest.doors.mediaMissing',
      defaultMessage: 'No camera is available. Use a phone with a camera, or contact your host.',
    },
    mediaBusy: {
      id: 'guest.doors.mediaBusy',
      defaultMessage: 'The camera is in use by another app. Close it and try again.',
    },
    connectionFailed: {
      id: 'guest.doors.connectionFailed',
      defaultMessage: 'The video connection failed. Try again, or contact your host.',
    },
    callOver: {
      id: 'guest.doors.callOver',
      defaultMessage: 'Your host is no longer calling.',
    },
    callFailed: {
      id: 'guest.doors.callFailed',
      defaultMessage: 'The call could not start. Try again, or contact your host.',
    },
    callEnded: {
      id: 'guest.doors.callEnded',
      defaultMessage: 'The call has ended.',
    },
    callingHost: { id: 'guest.doors.callingHost', defaultMessage: 'Calling your host…' },
    waitingHint: {
      id: 'guest.doors.waitingHint',
      defaultMessage: 'Stay at the door and have your documents ready.',
    },
    ownVideo: { id: 'guest.doors.ownVideo', defaultMessage: 'Your camera' },
    cancelCall: { id: 'guest.doors.cancelCall', defaultMessage: 'Cancel' },
    callTitle: { id: 'guest.doors.callTitle', defaultMessage: 'Video call with your host' },
    hostVideo: { id: 'guest.doors.hostVideo', defaultMessage: 'Your host’s camera' },
    connecting: { id: 'guest.doors.connecting', defaultMessage: 'Connecting…' },
    callTip: {
      id: 'guest.doors.callTip',
      defaultMessage: 'Show your face, then each document when your host asks.',
    },
    switchFacing: { id: 'guest.doors.switchFacing', defaultMessage: 'Switch camera' },
    endCall: { id: 'guest.doors.endCall', defaultMessage: 'End call' },
    facingSwitchFailed: {
      id: 'guest.doors.facingSwitchFailed',
      defaultMessage: 'The other camera could not be used.',
    },
    missedTitle: { id: 'guest.doors.missedTitle', defaultMessage: 'Your host did not answer' },
    missedText: {
      id: 'guest.doors.missedText',
      defaultMessage: 'Call or message your host, or try again in a moment.',
    },
    chatHost: { id: 'guest.doors.chatHost', defaultMessage: 'Chat on WhatsApp' },
    incomingTitle: { id: 'guest.doors.incomingTitle', defaultMessage: 'Your host is calling' },
    incomingText: {
      id: 'guest.doors.incomingText',
      defaultMessage: 'Answer to start the video call that identifies you.',
    },
    answerCall: { id: 'guest.doors.answerCall', defaultMessage: 'Answer' },
    declineCall: { id: 'guest.doors.declineCall', defaultMessage: 'Decline' },
  }),
};
