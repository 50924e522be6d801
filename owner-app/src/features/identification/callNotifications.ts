/** Whether the browser may show the host a notification: 'unsupported' without the API. */
export type NotificationAccess = NotificationPermission | 'unsupported';

export function notificationAccess(): NotificationAccess {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the browser (call it from a click: browsers ignore it otherwise). */
export async function askNotificationAccess(): Promise<NotificationAccess> {
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

/**
 * A system notification of an incoming call, when the host allowed them; clicking it brings
 * the console's tab forward. Returns what closes it (when the ring stops).
 */
export function notifyCall(callId: number, title: string, body: string): () => void {
  if (notificationAccess() !== 'granted') return () => undefined;
  let notification: Notification;
  try {
    notification = new Notification(title, {
      body,
      tag: `soglia-call-${callId}`,
      requireInteraction: true,
    });
  } catch {
    // Some mobile browsers allow notifications only from a service worker.
    return () => undefined;
  }
  notification.onclick = () => {
    window.focus();
    notification.close();
  };
  return () => notification.close();
}
