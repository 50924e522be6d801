// Shown while the user's access is checked (and while the area's code arrives, ShellApp).
export const AUTH_CHECK_LABEL = "Verifica dell'accesso… · Checking your access…";
