import { PATHS } from '@/lib/navigation';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** Paths reached from the bottom navigation or the logo: no back arrow there. */
export const TOP_LEVEL_PATHS: ReadonlySet<string> = new Set([
  PATHS.home,
  PATHS.play6of29,
  PATHS.upcomingTickets,
  PATHS.drawnTickets,
  PATHS.myAccount,
  PATHS.login,
  PATHS.more,
  PATHS.restricted,
]);

export const isDeeperPath = (pathname: string): boolean => !TOP_LEVEL_PATHS.has(pathname);

/** Section 2's back action: history back when more than 2 entries exist, else the start screen. */
export function useBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (window.history.length > 2) navigate(-1);
    else navigate(PATHS.home);
  }, [navigate]);
}
