import { useAuth } from '@blindspot/web-core';
import { useNavigate } from 'react-router-dom';

/** Ends the session and goes to / (only the shell navigates on sign-out). */
export function useLogOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await signOut();
    navigate('/', { replace: true });
  };
}
