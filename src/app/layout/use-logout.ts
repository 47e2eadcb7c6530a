import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/lib/navigation';
import { logout } from '@/entities/session';

/** Logs out (section 4: cart cleared, call made, session cleared whatever it answers), then /login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    navigate(PATHS.login);
  }, [navigate]);
}
