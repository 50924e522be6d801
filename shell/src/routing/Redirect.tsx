import { useEffect } from 'react';
import { navigate } from './history';

export function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}
